import type { EmailMessage } from '../../../../platform/mail';

export type MembershipDecision = 'active' | 'rejected';

export const membershipDecisionSubject = (decision: MembershipDecision, academyName: string) =>
  decision === 'active' ? `Welcome to ${academyName}: membership approved` : `Your application to ${academyName}`;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const htmlText = (value: string) => value.replace(/[&<>"']/g, (character) => ENTITIES[character]);

/** Tells the applicant the admin's decision (approvals and rejections are e-mailed: docs/product-rules.md#academies-and-students). */
export function membershipDecisionEmail(
  academy: { id: number; name: string },
  applicant: { email: string; firstName: string },
  decision: MembershipDecision,
  appUrl: string,
): EmailMessage {
  const lines =
    decision === 'active'
      ? [
          `Hi ${applicant.firstName},`,
          '',
          `Your membership application to ${academy.name} has been approved. You are now an active student.`,
          `Open your student dashboard: ${appUrl}/student-dashboard`,
        ]
      : [
          `Hi ${applicant.firstName},`,
          '',
          `Your membership application to ${academy.name} was not approved this time.`,
          `You are welcome to apply again from the academy's page: ${appUrl}/academy/${academy.id}`,
        ];
  return {
    to: applicant.email,
    kind: `academy-membership-${decision}`,
    subject: membershipDecisionSubject(decision, academy.name),
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${htmlText(line)}</p>` : '')).join('\n'),
  };
}

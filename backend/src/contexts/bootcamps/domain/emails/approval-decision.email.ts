import type { ApprovalDecision } from '@rallypoint/shared';
import { htmlParagraphs, type EmailMessage } from '../../../../platform/mail';
import { kindOf, whenAndWhere, type BootcampFacts } from './bootcamp-facts';

/** Tells the organizer the admin's decision on their bootcamp or clinic. */
export function bootcampDecisionEmail(
  bootcamp: BootcampFacts & { id: number },
  organizer: { email: string; firstName: string },
  decision: ApprovalDecision,
  appUrl: string,
): EmailMessage {
  const kind = kindOf(bootcamp);
  const outcome =
    decision === 'approved'
      ? 'has been approved. Players can now see it and register.'
      : 'was not approved by an administrator. Please contact the RallyPoint team if you have questions.';
  const lines = [
    `Hi ${organizer.firstName},`,
    '',
    `Your ${kind.toLowerCase()} ${bootcamp.title} ${outcome}`,
    ...whenAndWhere(bootcamp),
    '',
    `Manage your bootcamps and clinics: ${appUrl}/schedule-bootcamps?bootcamp=${bootcamp.id}`,
  ];
  return {
    to: organizer.email,
    kind: `bootcamp-${decision}`,
    subject: decision === 'approved' ? `${kind} approved: ${bootcamp.title}` : `${kind} not approved: ${bootcamp.title}`,
    text: lines.join('\n'),
    html: htmlParagraphs(lines),
  };
}

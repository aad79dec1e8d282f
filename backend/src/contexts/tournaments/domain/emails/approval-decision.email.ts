import type { ApprovalDecision } from '@rallypoint/shared';
import type { Tournament } from '../tournament.entity';
import { htmlParagraphs, type EmailMessage } from '../../../../platform/mail';

export const approvalDecisionSubject = (decision: ApprovalDecision, tournamentName: string) =>
  decision === 'approved' ? `Tournament approved: ${tournamentName}` : `Tournament not approved: ${tournamentName}`;

/** Tells the organizer the admin's decision on their tournament. */
export function approvalDecisionEmail(
  tournament: Pick<Tournament, 'id' | 'name' | 'tournamentCode' | 'startDate' | 'endDate' | 'venue'>,
  organizer: { email: string; firstName: string },
  decision: ApprovalDecision,
  appUrl: string,
): EmailMessage {
  const outcome =
    decision === 'approved'
      ? 'has been approved. It is now visible to players, who can enroll and register until it starts.'
      : 'was not approved by an administrator. Please contact the RallyPoint team if you have questions.';
  const lines = [
    `Hi ${organizer.firstName},`,
    '',
    `Your tournament ${tournament.name} (${tournament.tournamentCode}) ${outcome}`,
    `Dates: ${tournament.startDate} to ${tournament.endDate}`,
    `Venue: ${tournament.venue}`,
    '',
    ...(decision === 'approved'
      ? [`Share the registration link with players: ${appUrl}/register-tournament?tournamentId=${tournament.id}`]
      : []),
    decision === 'approved'
      ? `Manage its fixtures and order of play: ${appUrl}/tournament-fixtures-manager/${tournament.id}`
      : `Your tournaments: ${appUrl}/tournaments-dashboard`,
  ];
  return {
    to: organizer.email,
    kind: `tournament-${decision}`,
    subject: approvalDecisionSubject(decision, tournament.name),
    text: lines.join('\n'),
    html: htmlParagraphs(lines),
  };
}

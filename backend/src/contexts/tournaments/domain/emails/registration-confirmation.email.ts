import { SKILL_LEVEL_LABELS, TIME_SLOT_LABELS, type SkillLevel, type TimeSlot } from '@rallypoint/shared';
import type { Tournament } from '../tournament.entity';
import { htmlParagraphs, type EmailMessage } from '../../../../platform/mail';

export interface ConfirmationDetails {
  fullName: string;
  email: string;
  skillLevel: SkillLevel | null;
  availableTimes: TimeSlot[];
  /** The account the entry is linked to; without one, the e-mail invites the registrant to create it. */
  userId?: number | null;
}

/**
 * The sign-up page prefilled from the entry (e-mail, and the full name split at its first space): once the account's
 * e-mail is verified, the entry is its and the matches show on the dashboard (docs/decisions/0013).
 */
export function accountInvitationUrl(appUrl: string, entry: Pick<ConfirmationDetails, 'fullName' | 'email'>): string {
  const [firstName, ...rest] = entry.fullName.trim().split(' ');
  const query = new URLSearchParams({ email: entry.email, firstName, lastName: rest.join(' ').trim() });
  return `${appUrl}/signup?${query.toString()}`;
}

export const registrationConfirmationSubject = (tournamentName: string) => `Registration received: ${tournamentName}`;

/** What the registrant keeps: which tournament, when and where, and the slots they said they can play. */
export function registrationConfirmationEmail(
  tournament: Pick<Tournament, 'id' | 'name' | 'tournamentCode' | 'startDate' | 'endDate' | 'venue'>,
  registrant: ConfirmationDetails,
  appUrl: string,
): EmailMessage {
  const dates =
    tournament.startDate === tournament.endDate ? tournament.startDate : `${tournament.startDate} to ${tournament.endDate}`;
  const lines = [
    `Hi ${registrant.fullName},`,
    '',
    `Thank you for registering for ${tournament.name} (${tournament.tournamentCode}).`,
    `Dates: ${dates}`,
    `Venue: ${tournament.venue}`,
    ...(registrant.skillLevel ? [`Skill level: ${registrant.skillLevel} ${SKILL_LEVEL_LABELS[registrant.skillLevel]}`] : []),
    `Your available times: ${registrant.availableTimes.map((slot) => TIME_SLOT_LABELS[slot]).join('; ')}`,
    '',
    'The organizer will review your registration and contact you with your fixtures.',
    `Follow the draw, the order of play and the results: ${appUrl}/tournament-fixtures/${tournament.id}`,
    ...(registrant.userId
      ? []
      : [
          '',
          `Create your account with this e-mail address to follow your matches and results on your dashboard: ${accountInvitationUrl(appUrl, registrant)}`,
        ]),
  ];
  return {
    to: registrant.email,
    kind: 'tournament-registration-confirmation',
    subject: registrationConfirmationSubject(tournament.name),
    text: lines.join('\n'),
    html: htmlParagraphs(lines),
  };
}

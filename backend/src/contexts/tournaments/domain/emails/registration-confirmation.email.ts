import { SKILL_LEVEL_LABELS, TIME_SLOT_LABELS, type SkillLevel, type TimeSlot } from '@rallypoint/shared';
import type { Tournament } from '../tournament.entity';
import { htmlParagraphs, type EmailMessage } from '../../../../platform/mail';

export interface ConfirmationDetails {
  fullName: string;
  email: string;
  phone?: string | null;
  skillLevel: SkillLevel | null;
  availableTimes: TimeSlot[];
  /** The account the entry is linked to; without one, the e-mail invites the registrant to create it. */
  userId?: number | null;
  /**
   * The entry's e-mail already belongs to an account not linked yet (its e-mail not verified): the registrant signs in
   * rather than signs up, which a second account of the same address could not do.
   */
  accountExists?: boolean;
}

/**
 * The sign-up page prefilled from the entry (the full name split at its first space, e-mail and phone; the page reads
 * only these and checks them as typed): once the account's e-mail is verified, the entry is its and the matches show
 * on the dashboard (docs/decisions/0013).
 */
export function accountInvitationUrl(appUrl: string, entry: Pick<ConfirmationDetails, 'fullName' | 'email' | 'phone'>): string {
  const [firstName, ...rest] = entry.fullName.trim().split(/\s+/);
  const fields = { firstName, lastName: rest.join(' '), email: entry.email, phone: entry.phone ?? '' };
  const query = new URLSearchParams(Object.entries(fields).filter(([, value]) => value !== ''));
  return `${appUrl}/signup?${query.toString()}`;
}

/** What a registrant does next to follow their matches: sign in to the account of their e-mail, or create it. */
function accountLines(registrant: ConfirmationDetails, appUrl: string): string[] {
  if (registrant.userId || registrant.accountExists) {
    return [
      'This e-mail address already belongs to a RallyPoint account. Sign in to find your matches on your dashboard:',
      `${appUrl}/login`,
    ];
  }
  return [
    'Create your RallyPoint account to follow your matches. The form is prefilled from this registration; keep this e-mail address:',
    accountInvitationUrl(appUrl, registrant),
    'Once you verify your e-mail address, you will find your matches on your dashboard.',
  ];
}

export const registrationConfirmationSubject = (tournamentName: string) => `Registration received: ${tournamentName}`;

/** What the registrant keeps: which tournament, when and where, the slots they said they can play, and the next step. */
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
    '',
    ...accountLines(registrant, appUrl),
  ];
  return {
    to: registrant.email,
    kind: 'tournament-registration-confirmation',
    subject: registrationConfirmationSubject(tournament.name),
    text: lines.join('\n'),
    html: htmlParagraphs(lines),
  };
}

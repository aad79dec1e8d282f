import { SKILL_LEVEL_LABELS, TIME_SLOT_LABELS, type SkillLevel, type TimeSlot } from '@rallypoint/shared';
import type { Tournament } from '../tournament.entity';
import { htmlParagraphs, type EmailMessage } from '../../../../platform/mail';

export interface ConfirmationDetails {
  fullName: string;
  email: string;
  skillLevel: SkillLevel;
  availableTimes: TimeSlot[];
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
    `Skill level: ${registrant.skillLevel} ${SKILL_LEVEL_LABELS[registrant.skillLevel]}`,
    `Your available times: ${registrant.availableTimes.map((slot) => TIME_SLOT_LABELS[slot]).join('; ')}`,
    '',
    'The organizer will review your registration and contact you with your fixtures.',
    `Follow the draw, the order of play and the results: ${appUrl}/tournament-fixtures/${tournament.id}`,
  ];
  return {
    to: registrant.email,
    kind: 'tournament-registration-confirmation',
    subject: registrationConfirmationSubject(tournament.name),
    text: lines.join('\n'),
    html: htmlParagraphs(lines),
  };
}

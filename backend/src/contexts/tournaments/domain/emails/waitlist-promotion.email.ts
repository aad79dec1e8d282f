import type { Tournament } from '../tournament.entity';
import { htmlParagraphs, type EmailMessage } from '../../../../platform/mail';

export const waitlistPromotionSubject = (tournamentName: string) => `You're in: ${tournamentName}`;

/** Tells the first player in line that a place opened and is now theirs: no action needed to keep it. */
export function waitlistPromotionEmail(
  tournament: Pick<Tournament, 'id' | 'name' | 'tournamentCode' | 'startDate' | 'endDate' | 'venue'>,
  player: { email: string; firstName: string },
  appUrl: string,
): EmailMessage {
  const dates =
    tournament.startDate === tournament.endDate ? tournament.startDate : `${tournament.startDate} to ${tournament.endDate}`;
  const lines = [
    `Hi ${player.firstName},`,
    '',
    `A place opened in ${tournament.name} (${tournament.tournamentCode}) and it is yours: you were first on the waitlist, so you are now enrolled.`,
    `Dates: ${dates}`,
    `Venue: ${tournament.venue}`,
    '',
    `Your place in the tournament: ${appUrl}/register-tournament?tournamentId=${tournament.id}`,
    'If you can no longer play, withdraw there so the next player in line gets the place.',
  ];
  return {
    to: player.email,
    kind: 'tournament-waitlist-promotion',
    subject: waitlistPromotionSubject(tournament.name),
    text: lines.join('\n'),
    html: htmlParagraphs(lines),
  };
}

import { matchTimeText } from '@rallypoint/shared';
import { htmlParagraphs, type EmailMessage } from '../../../platform/mail';
import type { PlayerScheduleChange, ScheduleMatchChange } from './events/schedule-events';

export const orderOfPlaySubject = (tournamentName: string) => `Order of play: ${tournamentName}`;

/** The tournament's order of play, where a player finds their match and its calendar (frontend route /tournament-fixtures/:id). */
export const orderOfPlayUrl = (appUrl: string, tournamentId: number | string) => `${appUrl}/tournament-fixtures/${tournamentId}`;

/**
 * One match's change, in the same words for each of its players: where and when it is now and, when it was published
 * before, where and when it was (a court-only move names both courts); or that it left the order of play.
 */
export function scheduleChangeLine(m: ScheduleMatchChange, timeZone: string): string {
  const place = (start: string, court: string) => `${matchTimeText(start, timeZone)} on ${court}`;
  const previous = m.previousStart !== null && m.previousCourt !== null ? place(m.previousStart, m.previousCourt) : null;
  if (m.start === null || m.court === null)
    return previous
      ? `${m.sides}: no longer in the order of play (it was ${previous}).`
      : `${m.sides}: not in the order of play.`;
  return previous ? `${m.sides}: now ${place(m.start, m.court)} (was ${previous}).` : `${m.sides}: ${place(m.start, m.court)}.`;
}

/** One line per changed match of this player. */
export const scheduleChangeLines = (change: PlayerScheduleChange, timeZone: string): string[] =>
  change.matches.map((m) => scheduleChangeLine(m, timeZone));

/** Tells a player what changed for their matches after a publication; times are in the tournament's zone. Bulk mail. */
export function orderOfPlayEmail(input: {
  change: PlayerScheduleChange;
  tournamentName: string;
  timeZone: string;
  pageUrl: string;
}): EmailMessage {
  const lines = [
    `Hi ${input.change.name},`,
    '',
    `The order of play for ${input.tournamentName} has been published (times in ${input.timeZone}):`,
    ...scheduleChangeLines(input.change, input.timeZone),
    '',
    'The full order of play, and a calendar you can subscribe to:',
    input.pageUrl,
  ];
  return {
    to: input.change.email,
    kind: 'order-of-play',
    bulk: true,
    subject: orderOfPlaySubject(input.tournamentName),
    text: lines.join('\n'),
    html: htmlParagraphs(lines),
  };
}

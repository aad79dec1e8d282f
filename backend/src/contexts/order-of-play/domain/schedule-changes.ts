import type { FixtureMatch } from '@rallypoint/shared';
import type { PlayerScheduleChange } from './events/schedule-events';
import type { ScheduleEntry } from './schedule-entry.entity';
import { inZone } from './placements';
import { publishedSidesOf, sidesText } from './published-sides';

/** A published place before this publication changed it. */
export interface PreviousPlace {
  court: string | null;
  start: Date | null;
}

/**
 * Who to tell about a publication and what: each player with an e-mail on a changed match (one still saved, or one
 * that left the fixtures, by the players it was published with) gets their own matches, each described the same way
 * to all its players, grouped so that one person hears once.
 */
export function playerScheduleChanges(
  changed: Array<{ entry: ScheduleEntry; previous: PreviousPlace }>,
  rowsByKey: Map<string, FixtureMatch>,
  timeZone: string,
): PlayerScheduleChange[] {
  const byEmail = new Map<string, PlayerScheduleChange>();
  for (const { entry, previous } of changed) {
    const row = rowsByKey.get(entry.matchKey);
    const sides = row ? publishedSidesOf(row) : entry.publishedSides;
    if (!sides) continue;
    const match = {
      matchId: entry.matchKey,
      sides: sidesText(sides),
      court: entry.publishedCourt,
      start: entry.publishedStart ? inZone(entry.publishedStart, timeZone) : null,
      previousCourt: previous.court,
      previousStart: previous.start ? inZone(previous.start, timeZone) : null,
    };
    for (const player of sides.flat()) {
      if (!player.email) continue;
      const change = byEmail.get(player.email) ?? { email: player.email, name: player.name, matches: [] };
      // Two entries of one match may share an address: the match is still told once.
      if (!change.matches.includes(match)) change.matches.push(match);
      byEmail.set(player.email, change);
    }
  }
  return [...byEmail.values()];
}

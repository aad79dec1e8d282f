import type { FixtureMatch, OrderOfPlayMatch } from '@rallypoint/shared';
import { draftDiffers, type ScheduleEntry } from './schedule-entry.entity';
import { inZone } from './placements';
import { matchPlayers, sideNames } from './schedule-input';

export type OrderOfPlayView = 'published' | 'draft';

/** Whether one of these entries plays in the match (fixture players are entries, by id). */
export const playsIn = (row: FixtureMatch, entryIds: ReadonlySet<number>): boolean =>
  matchPlayers(row).some((p) => entryIds.has(p.id));

/** A placed match as the order of play shows it, from the draft's or the published columns. */
export function orderOfPlayMatch(
  row: FixtureMatch,
  entry: ScheduleEntry,
  view: OrderOfPlayView,
  timeZone: string,
  viewerEntryIds: ReadonlySet<number>,
): OrderOfPlayMatch {
  const [side1, side2] = sideNames(row);
  const draft = view === 'draft';
  return {
    matchId: row.id,
    court: (draft ? entry.draftCourt : entry.publishedCourt) as string,
    start: inZone((draft ? entry.draftStart : entry.publishedStart) as Date, timeZone),
    end: inZone((draft ? entry.draftEnd : entry.publishedEnd) as Date, timeZone),
    locked: draft && entry.locked,
    division: row.division,
    matchType: row.matchType,
    round: row.round,
    side1,
    side2,
    mine: playsIn(row, viewerEntryIds),
    changed: draft && draftDiffers(entry),
  };
}

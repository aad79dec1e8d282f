import type { FixtureMatch, OrderOfPlayMatch } from '@rallypoint/shared';
import { draftDiffers, type ScheduleEntry } from './schedule-entry.entity';
import { inZone } from './placements';
import { matchPlayers, sideNames } from './schedule-input';

export type OrderOfPlayView = 'published' | 'draft';

/** Whether the person with this e-mail plays in the match (registrations carry the e-mail they signed up with). */
export const playsIn = (row: FixtureMatch, email: string | null): boolean =>
  email !== null && matchPlayers(row).some((p) => p.email?.toLowerCase() === email);

/** A placed match as the order of play shows it, from the draft's or the published columns. */
export function orderOfPlayMatch(
  row: FixtureMatch,
  entry: ScheduleEntry,
  view: OrderOfPlayView,
  timeZone: string,
  viewerEmail: string | null,
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
    mine: playsIn(row, viewerEmail),
    changed: draft && draftDiffers(entry),
  };
}

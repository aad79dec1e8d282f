import type { Booking } from './booking';
import { dayFixes } from './fix-days';
import { courtFixes } from './fix-courts';
import { hoursFixes } from './fix-hours';
import { lengthFixes } from './fix-length';
import type { FixGround } from './fix-support';
import { placedBoard } from './placed-board';
import { scheduleContext, type ScheduleContext } from './schedule-context';
import { summaryLines } from './summary-lines';
import type { Placement, ScheduleInput, ScheduleSummary, Unplaced } from './types';
import { analyseUnplaced, type Analysis } from './unplaced-analysis';
import { isoToEpochMinute } from './zoned-time';

/** The placements as the scheduler's bookings; one naming a match or court the input does not know is left out. */
function bookingsOf(context: ScheduleContext, placed: readonly Placement[]): Booking[] {
  return placed.flatMap((placement) => {
    const index = context.indexById.get(placement.matchId);
    const court = context.courtIndex.get(placement.court);
    if (index === undefined || court === undefined) return [];
    return [{ index, court, start: isoToEpochMinute(placement.start), end: isoToEpochMinute(placement.end) }];
  });
}

const ENGINE_KINDS = new Set<Unplaced['kind']>(['player', 'common-time', 'stage', 'players-busy', 'courts']);

/**
 * The draft's opening words: the unplaced matches grouped by what blocks them, in plain sentences, most first, and
 * the changes of settings that would help (days within the tournament's dates, hours, courts, match length), each
 * counted from the players' time against the final schedule. Nothing to say when every match has a place.
 */
export function summarizeSchedule(
  input: ScheduleInput,
  schedule: { placed: Placement[]; unplaced: Unplaced[] },
): ScheduleSummary {
  if (!schedule.unplaced.length) return { lines: [], fixes: [] };
  const context = scheduleContext(input);
  const bookings = bookingsOf(context, schedule.placed);
  const board = placedBoard(context, input.settings.courts.length, bookings);
  const analyses = new Map<string, Analysis>();
  for (const { matchId, kind } of schedule.unplaced) {
    const index = context.indexById.get(matchId);
    if (index !== undefined && ENGINE_KINDS.has(kind) && !analyses.has(matchId))
      analyses.set(matchId, analyseUnplaced(context, board, index));
  }
  const needy = [...analyses.values()].filter((analysis) => analysis.cause !== 'open');
  const ground: FixGround = { context, input, bookings, board, needy };
  const fixes = needy.length
    ? [...dayFixes(ground), ...hoursFixes(ground), ...courtFixes(ground), ...lengthFixes(ground)]
        .sort((a, b) => b.helped - a.helped)
        .map(({ kind, message }) => ({ kind, message }))
    : [];
  return { lines: summaryLines(context, input, schedule.unplaced, analyses), fixes };
}

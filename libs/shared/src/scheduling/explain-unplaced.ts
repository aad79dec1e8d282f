import type { Booking } from './booking';
import { placedBoard } from './placed-board';
import type { ScheduleContext } from './schedule-context';
import type { ScheduleInput, Unplaced } from './types';
import { analyseUnplaced, type Analysis } from './unplaced-analysis';
import type { UnplacedKind } from './unplaced-reasons';
import { unplacedTexts } from './unplaced-texts';

const KIND: Record<Analysis['cause'], UnplacedKind> = {
  'short-days': 'player',
  player: 'player',
  'common-time': 'common-time',
  stage: 'stage',
  'players-busy': 'players-busy',
  courts: 'courts',
  open: 'courts',
};

/**
 * Why each unplaced match (input indices, in the order to report them) has no place in the final schedule
 * (`bookings`: every placement, locked ones included): a player with no time long enough, players with no time
 * together, the order of stages, the players' other matches and rest, or the courts. Each reason holds for these
 * bookings. A match with a place still open is told so plainly rather than blamed on the courts.
 */
export function explainUnplaced(
  context: ScheduleContext,
  input: ScheduleInput,
  bookings: readonly Booking[],
  unplaced: readonly number[],
): Unplaced[] {
  const board = placedBoard(context, input.settings.courts.length, bookings);
  const texts = unplacedTexts(context, input, board);
  return unplaced.map((index): Unplaced => {
    const analysis = analyseUnplaced(context, board, index);
    return { matchId: context.matches[index].id, kind: KIND[analysis.cause], reason: texts.reason(analysis) };
  });
}

import { courtPlace, longEnough } from './free-time';
import { matchRoom, playersFree, withinOrder, type MatchRoom } from './match-room';
import type { PlacedBoard } from './placed-board';
import type { ScheduleContext } from './schedule-context';
import type { Stretch } from './shared-windows';

/** What keeps one match off the final schedule, with the times that show it. */
export type Analysis =
  /** The playing hours themselves are shorter than the match (or there are no playing days). */
  | { cause: 'short-days'; room: MatchRoom; hours: readonly Stretch[] }
  /** `lacking` have no window of the match's length on any playing day. */
  | { cause: 'player'; room: MatchRoom; lacking: string[] }
  | { cause: 'common-time'; room: MatchRoom }
  /** The order limits leave none of `common`; `afterAlone`/`beforeAlone`: that limit alone would. */
  | { cause: 'stage'; room: MatchRoom; common: Stretch[]; afterAlone: boolean; beforeAlone: boolean }
  /** The players' other matches and rest fill `shared` (their common time within the order limits). */
  | { cause: 'players-busy'; room: MatchRoom; shared: Stretch[] }
  /** Every court is taken through `free`, the times the players can play. */
  | { cause: 'courts'; room: MatchRoom; free: Stretch[] }
  /** A court is free while the players can play: nothing blocks it (an engine that misses a place). */
  | { cause: 'open'; room: MatchRoom; free: Stretch[]; place: { court: number; start: number; date: string } };

/**
 * The causes in the order they are checked: each holds for the final placements on `board`, and each later one
 * assumes the earlier ones do not apply (a match is blamed on courts only when its players are free then).
 */
export function analyseUnplaced(context: ScheduleContext, board: PlacedBoard, index: number): Analysis {
  const room = matchRoom(context, board, index);
  const { length, players } = room;
  const hours = context.windowsOf([]);
  if (!longEnough(hours, length).length) return { cause: 'short-days', room, hours };
  const lacking = players.filter((player) => !longEnough(context.windowsOf([player]), length).length);
  if (lacking.length) return { cause: 'player', room, lacking };
  const common = longEnough(context.windowsOf(players), length);
  if (!common.length) return { cause: 'common-time', room };

  const ordered = withinOrder(common, room);
  if (!ordered.length) {
    const afterAlone = !withinOrder(common, { ...room, before: null }).length;
    const beforeAlone = !withinOrder(common, { ...room, after: null }).length;
    return { cause: 'stage', room, common, afterAlone, beforeAlone };
  }
  const free = playersFree(ordered, room, board, context.rest);
  if (!free.length) return { cause: 'players-busy', room, shared: ordered };
  const place = courtPlace(free, length, board.courts);
  return place ? { cause: 'open', room, free, place } : { cause: 'courts', room, free };
}

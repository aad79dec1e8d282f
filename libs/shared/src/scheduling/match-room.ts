import { clip, longEnough, withoutBusy } from './free-time';
import type { OrderLimit, PlacedBoard } from './placed-board';
import type { ScheduleContext } from './schedule-context';
import type { Stretch } from './shared-windows';

/** An unplaced match as the final placements leave it: who plays, how long, and the order limits on its start. */
export interface MatchRoom {
  index: number;
  players: string[];
  length: number;
  /** It may start only once these end (the placed matches it waits for). */
  after: OrderLimit | null;
  /** It must end before these start (the placed matches waiting for it). */
  before: OrderLimit | null;
}

export function matchRoom(context: ScheduleContext, board: PlacedBoard, index: number): MatchRoom {
  return {
    index,
    players: [...new Set(context.matches[index].players)],
    length: context.minutes[index],
    after: board.waitsFor(index),
    before: board.heldBefore(index),
  };
}

/** The parts of `windows` the order limits leave, at least `length` long. */
export const withinOrder = (windows: readonly Stretch[], room: MatchRoom, length = room.length): Stretch[] =>
  longEnough(clip(windows, room.after?.at ?? -Infinity, room.before?.at ?? Infinity), length);

/** The parts of `windows` where every player of the match is free, with rest, at least `length` long. */
export function playersFree(
  windows: readonly Stretch[],
  room: MatchRoom,
  board: PlacedBoard,
  rest: number,
  length = room.length,
): Stretch[] {
  let free = longEnough(windows, length);
  for (const player of room.players) free = longEnough(withoutBusy(free, board.busyOf(player), rest), length);
  return free;
}

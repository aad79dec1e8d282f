import type { Booking } from './booking';
import { counted } from './clash-messages';
import { playersFree, withinOrder } from './match-room';
import type { PlacedBoard } from './placed-board';
import type { ScheduleContext } from './schedule-context';
import type { Stretch } from './shared-windows';
import type { ScheduleFix, ScheduleInput } from './types';
import type { Analysis } from './unplaced-analysis';

/** What every fix reads: the input, the final placements, and the unplaced matches a change of settings could help. */
export interface FixGround {
  context: ScheduleContext;
  input: ScheduleInput;
  bookings: readonly Booking[];
  board: PlacedBoard;
  needy: readonly Analysis[];
}

/** A fix with how many matches it would help, so the strongest can come first. */
export interface CountedFix extends ScheduleFix {
  helped: number;
}

/** Causes the match has no common time under the current settings; any new common time is new to it. */
export const lacksCommonTime = (analysis: Analysis): boolean =>
  analysis.cause === 'short-days' || analysis.cause === 'player' || analysis.cause === 'common-time';

/** Would `windows` (where all its players can play) give the match `length` minutes in order, its players free? */
export const roomAmong = (windows: readonly Stretch[], analysis: Analysis, ground: FixGround, length = analysis.room.length) =>
  playersFree(withinOrder(windows, analysis.room, length), analysis.room, ground.board, ground.context.rest, length).length > 0;

/** '14 of these matches have', '1 of these matches has'. */
export const ofTheseMatches = (count: number): string => counted(count, 'of these matches has', 'of these matches have');

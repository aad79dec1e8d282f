import { CourtTimes } from './court-times';
import { earliestSlot } from './earliest-slot';
import type { CountedFix, FixGround } from './fix-support';
import { withinOrder } from './match-room';
import { PlayerTimes } from './player-times';
import type { ScheduleSettings } from './types';
import type { Analysis } from './unplaced-analysis';

type Stage = keyof ScheduleSettings['minutes'];

/** Lengths are offered in quarter hours, down to half the current one. */
const STEP = 15;

const STAGE_WORDS: Record<Stage, string> = { league: 'league matches', 'semi-final': 'semi-finals', final: 'finals' };

/** Knockout matches take the league's length, and are named as such when among them. */
function stageWords(stage: Stage, types: ReadonlySet<string>): string {
  if (stage !== 'league' || !types.has('knockout')) return STAGE_WORDS[stage];
  return types.has('league') ? 'league and knockout matches' : 'knockout matches';
}

/**
 * How many of `waiting` would fit at `length` minutes around the final schedule as it stands (placed matches keep
 * their places and lengths): each in turn at its earliest start in order, its players free with rest and a court
 * free, taking that time from the ones after it, so a gap is counted once.
 */
function fittedAt(waiting: readonly Analysis[], length: number, { context, input, bookings, board }: FixGround): number {
  const courts = input.settings.courts.map(() => new CourtTimes());
  for (const booking of bookings) courts[booking.court]?.take(booking.start, booking.end);
  const players = new Map<string, PlayerTimes>();
  const timesOf = (player: string) => {
    let times = players.get(player);
    if (!times) {
      players.set(player, (times = new PlayerTimes()));
      for (const busy of board.busyOf(player)) times.take(busy.start, busy.end, busy.date);
    }
    return times;
  };
  let fitted = 0;
  for (const { room } of waiting) {
    const windows = withinOrder(context.windowsOf(room.players), room, length);
    const own = room.players.map(timesOf);
    const slot = earliestSlot({ windows, length, notBefore: -Infinity, courts, players: own, rest: context.rest });
    if (!slot) continue;
    courts[slot.court].take(slot.start, slot.start + length);
    for (const times of own) times.take(slot.start, slot.start + length, slot.date);
    fitted++;
  }
  return fitted;
}

/**
 * Per stage length (knockout matches take the league's): the longest shorter length that fits the most of its
 * unplaced matches.
 */
export function lengthFixes(ground: FixGround): CountedFix[] {
  const { context, input, needy } = ground;
  const fixes: CountedFix[] = [];
  for (const stage of ['league', 'semi-final', 'final'] as const) {
    const current = input.settings.minutes[stage];
    const waiting = needy.filter((analysis) => {
      const type = context.matches[analysis.room.index].matchType;
      return (type === 'knockout' ? 'league' : type) === stage;
    });
    if (!waiting.length) continue;
    const types = new Set(waiting.map((analysis) => context.matches[analysis.room.index].matchType));
    let best = { length: 0, helped: 0 };
    for (let length = current - STEP; length >= Math.max(STEP, current / 2); length -= STEP) {
      const helped = fittedAt(waiting, length, ground);
      if (helped > best.helped) best = { length, helped };
    }
    if (best.helped)
      fixes.push({
        kind: 'length',
        helped: best.helped,
        message:
          `Shorter ${stageWords(stage, types)} (${best.length} minutes instead of ${current}) ` + `would fit ${best.helped} more`,
      });
  }
  return fixes;
}

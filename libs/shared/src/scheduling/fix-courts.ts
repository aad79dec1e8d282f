import { CourtTimes } from './court-times';
import { earliestSlot } from './earliest-slot';
import type { CountedFix, FixGround } from './fix-support';
import { PlayerTimes } from './player-times';
import type { Analysis } from './unplaced-analysis';

/** More courts than this is a different venue, not a fix. */
const MOST_COURTS = 10;

type WaitingForCourt = Extract<Analysis, { cause: 'courts' }>;

/**
 * How many of the matches waiting for a court `extra` new courts would take: each in turn (earliest free time first)
 * at its earliest start where its players are free, keeping clear of the others put on the new courts.
 */
function fitOnNewCourts(waiting: readonly WaitingForCourt[], extra: number, rest: number): number {
  const courts = Array.from({ length: extra }, () => new CourtTimes());
  const players = new Map<string, PlayerTimes>();
  const timesOf = (player: string) => {
    let times = players.get(player);
    if (!times) players.set(player, (times = new PlayerTimes()));
    return times;
  };
  let fitted = 0;
  for (const { room, free } of waiting) {
    const own = room.players.map(timesOf);
    const slot = earliestSlot({ windows: free, length: room.length, notBefore: -Infinity, courts, players: own, rest });
    if (!slot) continue;
    courts[slot.court].take(slot.start, slot.start + room.length);
    for (const times of own) times.take(slot.start, slot.start + room.length, slot.date);
    fitted++;
  }
  return fitted;
}

/**
 * For the matches whose players are free while every court is taken: the fewest extra courts (up to a few) that take
 * as many of them as any more would.
 */
export function courtFixes({ needy, context }: FixGround): CountedFix[] {
  const waiting = needy
    .filter((analysis): analysis is WaitingForCourt => analysis.cause === 'courts')
    .sort((a, b) => a.free[0].start - b.free[0].start);
  if (!waiting.length) return [];
  let best = { extra: 0, fitted: 0 };
  for (let extra = 1; extra <= MOST_COURTS && best.fitted < waiting.length; extra++) {
    const fitted = fitOnNewCourts(waiting, extra, context.rest);
    if (fitted > best.fitted) best = { extra, fitted };
  }
  const n = waiting.length;
  const courts = best.extra === 1 ? 'Add a court' : `Add ${best.extra} courts`;
  const which =
    best.fitted === n
      ? n === 1
        ? 'the match waiting for a court would fit'
        : `all ${n} matches waiting for a court would fit`
      : `${best.fitted} of the ${n} matches waiting for a court would fit`;
  return [{ kind: 'courts', helped: best.fitted, message: `${courts}: ${which}` }];
}

import { conflict, type Refusal } from '../../../../platform/rules';

/** A scheduled, not declined match of either player that overlaps the proposed time. */
export interface Clash {
  playerId: number;
  opponentId: number;
  date: string;
  time: string;
  duration: number;
}

const describe = (clash: Clash) => `on ${clash.date} at ${clash.time.slice(0, 5)} (${clash.duration} minutes)`;

/**
 * Two matches of one player may not overlap in time. The proposer hears which of their own matches is in the
 * way; about the opponent's calendar they learn only the clashing slot, never with whom.
 */
export function overlapRefusal(clash: Clash | null, proposerId: number, opponentName: string): Refusal | null {
  if (!clash) return null;
  const proposerIsBusy = clash.playerId === proposerId || clash.opponentId === proposerId;
  return proposerIsBusy
    ? conflict(`You already have a match ${describe(clash)} that overlaps this time`)
    : conflict(`${opponentName} already has a match ${describe(clash)} that overlaps this time`);
}

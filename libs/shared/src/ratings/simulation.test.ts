// Shared by the rating specs: a seeded world of players with known strengths and the matches they play.
// Named *.test.ts so the build leaves it out and vitest does not collect it (it runs *.spec.ts only).
import type { RatedMatch } from './types';
export { mulberry32 } from '../fixtures/seeded-random';

export function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** The classic Elo logistic: chance a player rated `a` beats one rated `b`. */
export function eloWinProbability(a: number, b: number): number {
  return 1 / (1 + 10 ** (-(a - b) / 400));
}

/** 'YYYY-MM-DD', `day` days after 2024-01-01. */
export function dateAfter(day: number): string {
  return new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((x, y) => x.value - y.value);
  const result = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1].value === order[start].value) end++;
    for (let k = start; k <= end; k++) result[order[k].index] = (start + end) / 2;
    start = end + 1;
  }
  return result;
}

/** Spearman rank correlation: Pearson correlation of the ranks (ties share their mean rank). */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  const rx = ranks(xs);
  const ry = ranks(ys);
  const mean = (rx.length - 1) / 2;
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (let i = 0; i < rx.length; i++) {
    covariance += (rx[i] - mean) * (ry[i] - mean);
    varianceX += (rx[i] - mean) ** 2;
    varianceY += (ry[i] - mean) ** 2;
  }
  return covariance / Math.sqrt(varianceX * varianceY);
}

/** True strengths on the 1500 scale, spread normally. */
export function trueStrengths(random: () => number, count: number, sd = 200): number[] {
  return Array.from({ length: count }, () => 1500 + sd * normal(random));
}

/** A best-of-three tennis match played game by game; side A wins each game with probability `gameChance`. */
export function tennisMatch(random: () => number, gameChance: number): Pick<RatedMatch, 'winner' | 'sets'> {
  const sets: { a: number; b: number }[] = [];
  let setsA = 0;
  let setsB = 0;
  while (setsA < 2 && setsB < 2) {
    let a = 0;
    let b = 0;
    while (!((a >= 6 || b >= 6) && Math.abs(a - b) >= 2) && !(a === 7 || b === 7)) {
      if (random() < gameChance) a++;
      else b++;
    }
    sets.push({ a, b });
    if (a > b) setsA++;
    else setsB++;
  }
  return { winner: setsA > setsB ? 'A' : 'B', sets };
}

export interface SimulatedMatch extends RatedMatch {
  /** Index of each side's player in the strengths array (singles). */
  a: number;
  b: number;
}

/**
 * Singles between random pairs, in date order, `perDay` matches a day. Outcomes follow the Elo logistic, or
 * with `sets`, a game-by-game tennis match whose per-game chance follows a flatter logistic.
 */
export function* simulateMatches(
  random: () => number,
  strengths: readonly number[],
  options: { perDay: number; sets?: boolean },
): Generator<SimulatedMatch> {
  for (let index = 0; ; index++) {
    const a = Math.floor(random() * strengths.length);
    let b = Math.floor(random() * (strengths.length - 1));
    if (b >= a) b++;
    const base = { playedOn: dateAfter(Math.floor(index / options.perDay)), sideA: [`p${a}`], sideB: [`p${b}`], a, b };
    if (options.sets) {
      yield { ...base, ...tennisMatch(random, 1 / (1 + 10 ** (-(strengths[a] - strengths[b]) / 2000))) };
    } else {
      yield { ...base, winner: random() < eloWinProbability(strengths[a], strengths[b]) ? 'A' : 'B' };
    }
  }
}

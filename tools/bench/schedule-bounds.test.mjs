// The scheduler benchmark's bounds must be true bounds: no valid schedule places more matches than the upper bound or
// finishes its matches before the lower bound. Checked against every schedule of small instances, found exhaustively.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makespanLowerBound, placedUpperBound } from './lib/schedule-bounds.mjs';
import { seededRandom } from './lib/schedule-instances.mjs';

const DAY = 180;
const STEP = 30;

/** A timeline as playingTimeline gives it, from windows per player and day in minutes of that day (null: none). */
function problemOf({ days, courts, rest, windows, matches }) {
  const dayList = Array.from({ length: days }, (_, index) => ({ index, offset: index * DAY, start: 0, end: DAY }));
  return {
    days: dayList,
    totalMinutes: days * DAY,
    courts,
    rest,
    matches: matches.map((m, index) => {
      const stretches = [];
      for (const day of dayList) {
        let [start, end] = [0, DAY];
        for (const p of m.players) {
          const w = windows[p] ? windows[p][day.index] : [0, DAY];
          [start, end] = w ? [Math.max(start, w[0]), Math.min(end, w[1])] : [0, 0];
        }
        if (end - start >= m.length) stretches.push({ day: day.index, start: day.offset + start, end: day.offset + end });
      }
      return {
        index,
        id: `m${index}`,
        stage: m.stage ?? 0,
        round: m.round ?? 1,
        prerequisites: m.prerequisites ?? [],
        ...m,
        stretches,
      };
    }),
  };
}

/** Every valid schedule on the 30-minute grid (all data are multiples of 30, so an optimal one lies on it). */
function everySchedule(problem, visit) {
  const order = [...problem.matches].sort((a, b) => a.stage - b.stage || a.round - b.round);
  const placed = new Map();
  const fits = (m, court, start, day) => {
    const end = start + m.length;
    for (const [i, o] of placed) {
      const other = problem.matches[i];
      if (o.court === court && start < o.end && o.start < end) return false;
      const gap = o.day === day ? problem.rest : 0;
      if (other.players.some((p) => m.players.includes(p)) && start < o.end + gap && o.start < end + gap) return false;
    }
    return m.prerequisites.every((i) => !placed.has(i) || placed.get(i).end <= start);
  };
  const walk = (k) => {
    if (k === order.length) return visit(placed);
    const m = order[k];
    walk(k + 1);
    for (const s of m.stretches) {
      for (let start = s.start; start + m.length <= s.end; start += STEP) {
        for (let court = 0; court < problem.courts; court++) {
          if (!fits(m, court, start, s.day)) continue;
          placed.set(m.index, { court, start, end: start + m.length, day: s.day });
          walk(k + 1);
          placed.delete(m.index);
        }
      }
    }
  };
  walk(0);
}

function smallInstance(random) {
  const players = random.int(4, 6);
  const days = random.int(1, 2);
  const windows = Array.from({ length: players }, () =>
    Array.from({ length: days }, () => {
      const kind = random.next();
      if (kind < 0.35) return [0, DAY];
      if (kind < 0.5) return null;
      const start = random.int(0, 4) * STEP;
      return [start, Math.min(DAY, start + random.int(1, 4) * STEP)];
    }),
  );
  const matches = Array.from({ length: random.int(3, 5) }, (_, i) => {
    // Singles, or now and then doubles: four of the players.
    const on = random.next() < 0.25 ? 4 : 2;
    const first = random.int(0, players - 1);
    const seats = Array.from({ length: players }, (_, k) => (first + k) % players).filter(() => random.next() < 0.8);
    const chosen = seats.length >= on ? seats.slice(0, on) : [first, (first + 1) % players];
    return { players: chosen, length: random.pick([30, 60]), round: i + 1 };
  });
  // Now and then the last match is a final that waits for the others.
  if (random.next() < 0.4)
    Object.assign(matches[matches.length - 1], { stage: 3, prerequisites: matches.slice(0, -1).map((_, i) => i) });
  return problemOf({ days, courts: random.int(1, 2), rest: STEP, windows, matches });
}

test('no schedule of a small instance places more than the upper bound or ends before the lower bound', () => {
  const random = seededRandom(7);
  let tight = 0;
  for (let n = 0; n < 200; n++) {
    const problem = smallInstance(random);
    let most = 0;
    const earliestEnd = new Map();
    everySchedule(problem, (placed) => {
      most = Math.max(most, placed.size);
      const key = [...placed.keys()].sort((a, b) => a - b).join(',');
      const end = Math.max(0, ...[...placed.values()].map((p) => p.end));
      earliestEnd.set(key, Math.min(end, earliestEnd.get(key) ?? Infinity));
    });
    const { bound } = placedUpperBound(problem);
    assert.ok(bound >= most, `instance ${n}: ${most} placed, upper bound ${bound}`);
    if (bound === most) tight++;
    for (const [key, end] of earliestEnd) {
      if (!key) continue;
      const ids = new Set(key.split(',').map((i) => `m${i}`));
      const { lowerBound } = makespanLowerBound(problem, ids);
      assert.ok(lowerBound <= end, `instance ${n}, matches ${key}: they can end at ${end}, lower bound ${lowerBound}`);
    }
  }
  // Not a rule, but a bound that is rarely reached would say little about the scheduler.
  assert.ok(tight >= 140, `the upper bound is reached in ${tight} of 200 instances`);
});

test("the issue's league example: only the three matches without the early-morning player can be placed", () => {
  // One day of 180 minutes stands in for Saturday 09:00-18:00; player 0 is free only before the day's hours.
  const league = [
    [0, 3],
    [1, 2],
    [0, 2],
    [3, 1],
    [0, 1],
    [2, 3],
  ].map((players, i) => ({ players, length: 60, round: Math.floor(i / 2) + 1 }));
  const problem = problemOf({ days: 1, courts: 2, rest: 30, windows: [[null]], matches: league });
  assert.deepEqual(placedUpperBound(problem), { withCommonTime: 3, issueBound: 3, playerCaps: 0, bound: 3 });
});

test("a player's own time caps their matches: 180 minutes hold three 40-minute matches with 30 minutes' rest", () => {
  const matches = [1, 2, 3, 4, 5].map((other) => ({ players: [0, other], length: 40 }));
  const problem = problemOf({ days: 1, courts: 5, rest: 30, windows: [], matches });
  const upper = placedUpperBound(problem);
  assert.equal(upper.issueBound, 5);
  assert.equal(upper.bound, 3);
  // Three of them: 0-40, rest, 70-110, rest, 140-180.
  assert.equal(makespanLowerBound(problem, new Set(['m0', 'm1', 'm2'])).lowerBound, 180);
});

test('courts cap the matches that can only be played in one stretch', () => {
  // Four 60-minute matches of different players, all free only 0-60 on one court: one fits.
  const matches = [0, 2, 4, 6].map((p) => ({ players: [p, p + 1], length: 60 }));
  const windows = Array.from({ length: 8 }, () => [[0, 60]]);
  const problem = problemOf({ days: 1, courts: 1, rest: 30, windows, matches });
  assert.equal(placedUpperBound(problem).bound, 1);
});

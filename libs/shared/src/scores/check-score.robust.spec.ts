import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkScore, type ScoreCheck, type SideScore } from './check-score';
import { RESULT_OUTCOMES, SCORE_FORMAT_DETAILS, SCORE_FORMATS, type ResultOutcome, type ScoreFormatCode } from './score-formats';

// checkScore also guards request bodies, so it is fed values no type would allow.
const looseCheck = checkScore as (code: unknown, input: unknown) => ScoreCheck;

const swapSet = (s: SideScore): SideScore => ({ a: s.b, b: s.a, tieBreakA: s.tieBreakB, tieBreakB: s.tieBreakA });

const oddNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 1e300, Number.MAX_SAFE_INTEGER + 2, 6.5, -1),
);
/** Mostly plausible scores, so that some inputs pass and the properties about passing results get exercised. */
const score = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(6, 7, 10, 11, 15, 21) },
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 25 }) },
  { weight: 1, arbitrary: oddNumber },
);
const anyValue = fc.oneof(score, fc.anything());
const tieBreak = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(undefined, null) }, fc.integer({ min: 0, max: 14 }), anyValue);
// Typed as a SideScore on purpose: odd tie-break values are what this arbitrary is for.
const set = fc.record(
  { a: score, b: score, tieBreakA: tieBreak, tieBreakB: tieBreak },
  { requiredKeys: ['a', 'b'] },
) as fc.Arbitrary<SideScore>;
const winner = fc.constantFrom<'A' | 'B' | null | undefined>('A', 'B', null, undefined);
/** Scores near each format's own thresholds (11-10, 12-9, 7-4, 6-5…): many pass, many just miss. */
const nearSet = (code: ScoreFormatCode) => {
  const { pointsTo } = SCORE_FORMAT_DETAILS[code];
  const tops = pointsTo === null ? [6, 6, 7, 10, 12] : [pointsTo, pointsTo, pointsTo, pointsTo + 1, pointsTo + 2];
  const tieBreakPair = fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }));
  return fc
    .record({
      w: fc.constantFrom(...tops),
      d: fc.integer({ min: 0, max: 8 }),
      tb: fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, tieBreakPair),
      swap: fc.boolean(),
    })
    .map(({ w, d, tb, swap }) => {
      const entry = { a: w, b: Math.max(0, w - d), tieBreakA: tb?.[0], tieBreakB: tb?.[1] };
      return swap ? swapSet(entry) : entry;
    });
};
const nearMatch = fc.constantFrom(...SCORE_FORMATS).chain((code) =>
  fc.record({
    code: fc.constant(code),
    outcome: fc.constantFrom<ResultOutcome>('completed', 'completed', 'walkover', 'retired'),
    sets: fc.array(nearSet(code), { minLength: 1, maxLength: SCORE_FORMAT_DETAILS[code].bestOf + 1 }),
    winner,
  }),
);
const plausible = fc.oneof(
  nearMatch,
  fc.record({
    code: fc.constantFrom(...SCORE_FORMATS),
    outcome: fc.constantFrom(...RESULT_OUTCOMES),
    sets: fc.array(set, { maxLength: 10 }),
    winner,
  }),
);
const anything = fc.record({
  code: fc.oneof(fc.constantFrom(...SCORE_FORMATS), fc.anything()),
  input: fc.oneof(
    fc.anything(),
    fc.record({
      outcome: fc.oneof(fc.constantFrom(...RESULT_OUTCOMES), fc.anything()),
      sets: fc.oneof(
        fc.array(fc.oneof(set, fc.anything(), fc.record({ a: anyValue, b: anyValue })), { maxLength: 10 }),
        fc.anything(),
      ),
      winner: fc.oneof(winner, fc.anything()),
    }),
  ),
});

const swapSide = <T>(w: T): T => (w === 'A' ? 'B' : w === 'B' ? 'A' : w) as T;

describe('checkScore on arbitrary input', () => {
  it('never throws, and every problem has a path and a message', () => {
    fc.assert(
      fc.property(anything, ({ code, input }) => {
        const check = looseCheck(code, input);
        if (!check.ok) {
          expect(check.problems.length).toBeGreaterThan(0);
          for (const p of check.problems) expect(p.path.length > 0 && p.message.length > 0).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('a passing completed match gives the winner exactly the sets needed and the loser fewer', () => {
    let passed = 0;
    fc.assert(
      fc.property(plausible, ({ code, outcome, sets, winner }) => {
        const check = checkScore(code, { outcome, sets, winner });
        if (!check.ok || outcome !== 'completed') return;
        passed += 1;
        const needed = Math.ceil(SCORE_FORMAT_DETAILS[code].bestOf / 2);
        const [mine, theirs] = check.winner === 'A' ? [check.setsWon.a, check.setsWon.b] : [check.setsWon.b, check.setsWon.a];
        expect(mine).toBe(needed);
        expect(theirs).toBeLessThan(needed);
        expect(mine + theirs).toBe(sets.length);
      }),
      { numRuns: 3000 },
    );
    expect(passed).toBeGreaterThan(0);
  });

  it('problems about one set name it by its 1-based number', () => {
    fc.assert(
      fc.property(plausible, ({ code, outcome, sets, winner }) => {
        const check = checkScore(code, { outcome, sets, winner });
        if (check.ok) return;
        for (const { path, message } of check.problems) {
          const aboutOne = path.length === 2 || String(path[2]).startsWith('tieBreak');
          if (path[0] !== 'sets' || !aboutOne) continue;
          expect(message).toMatch(new RegExp(`^(Set|Game) ${Number(path[1]) + 1}: `));
        }
      }),
    );
  });

  it('swapping the sides everywhere keeps the verdict and flips the winner', () => {
    fc.assert(
      fc.property(plausible, ({ code, outcome, sets, winner }) => {
        const forward = checkScore(code, { outcome, sets, winner });
        const backward = checkScore(code, { outcome, sets: sets.map(swapSet), winner: swapSide(winner) });
        expect(backward.ok).toBe(forward.ok);
        if (forward.ok && backward.ok) {
          expect(backward.winner).toBe(swapSide(forward.winner));
          expect(backward.setsWon).toEqual({ a: forward.setsWon.b, b: forward.setsWon.a });
        } else if (!forward.ok && !backward.ok) {
          expect(backward.problems.length).toBe(forward.problems.length);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkScore, type SideScore } from './check-score';
import { SCORE_FORMAT_DETAILS, SCORE_FORMATS, type ScoreFormat, type ScoreFormatCode } from './score-formats';

// Generators build scores from the rules themselves, independently of checkScore's code.
type Side = 'A' | 'B';
interface Match {
  sets: SideScore[];
  winner: Side;
  setsWon: { a: number; b: number };
}
const other = (side: Side): Side => (side === 'A' ? 'B' : 'A');
const flip = (s: SideScore): SideScore => ({ a: s.b, b: s.a, tieBreakA: s.tieBreakB, tieBreakB: s.tieBreakA });
const pair = ([a, b]: [number, number]): SideScore => ({ a, b });
const toWin = (format: ScoreFormat) => Math.ceil(format.bestOf / 2);
const kindAt = (format: ScoreFormat, i: number) =>
  format.unit === 'game' ? 'game' : format.matchTieBreak && i === 2 ? 'matchTieBreak' : 'set';
const raceTo = (format: ScoreFormat, i: number) => (kindAt(format, i) === 'game' ? (format.pointsTo ?? 11) : 10);

/** Leader's and trailer's points of a finished race to `to`, won by 2: to-(0…to-2), or n-(n-2) beyond. */
const raceWon = (to: number): fc.Arbitrary<[number, number]> =>
  fc.oneof(
    fc.integer({ min: 0, max: to - 2 }).map((l): [number, number] => [to, l]),
    fc.integer({ min: to + 1, max: 99 }).map((w): [number, number] => [w, w - 2]),
  );
/** A race to `to` still being played: both below `to`, or level / one ahead beyond it. */
const raceOpen = (to: number): fc.Arbitrary<[number, number]> =>
  fc.oneof(
    fc.tuple(fc.integer({ min: 0, max: to - 1 }), fc.integer({ min: 0, max: to - 1 })),
    fc.integer({ min: to, max: 99 }).map((n): [number, number] => [n, n]),
    fc.integer({ min: to, max: 99 }).map((n): [number, number] => [n, n - 1]),
  );
const tennisSetWonByA: fc.Arbitrary<SideScore> = fc.oneof(
  fc.integer({ min: 0, max: 4 }).map((b) => ({ a: 6, b })),
  fc.constantFrom<SideScore>({ a: 7, b: 5 }, { a: 7, b: 6 }, { a: 7, b: 6, tieBreakA: null, tieBreakB: null }),
  raceWon(7).map(([tieBreakA, tieBreakB]) => ({ a: 7, b: 6, tieBreakA, tieBreakB })),
);
const tennisSetOpen = fc
  .tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }))
  .filter(([a, b]) => Math.max(a, b) < 6 || Math.abs(a - b) < 2)
  .map(pair);

function entryWonBy(format: ScoreFormat, i: number, side: Side): fc.Arbitrary<SideScore> {
  const won = kindAt(format, i) === 'set' ? tennisSetWonByA : raceWon(raceTo(format, i)).map(pair);
  return side === 'A' ? won : won.map(flip);
}
function entryOpen(format: ScoreFormat, i: number): fc.Arbitrary<SideScore> {
  const open = kindAt(format, i) === 'set' ? tennisSetOpen : raceOpen(raceTo(format, i)).map(pair);
  return fc.oneof(open, open.map(flip));
}
/** Sets won by the given sides, in a random order. */
function setsWonBy(format: ScoreFormat, sides: Side[]): fc.Arbitrary<SideScore[]> {
  return fc
    .shuffledSubarray(sides, { minLength: sides.length, maxLength: sides.length })
    .chain((order) => fc.tuple(...order.map((side, i) => entryWonBy(format, i, side))));
}
const repeat = (side: Side, n: number): Side[] => Array.from({ length: n }, () => side);
const won = (winner: Side, w: number, l: number) => (winner === 'A' ? { a: w, b: l } : { a: l, b: w });

/** The winner takes toWin sets, the last one ending the match; the loser takes fewer, anywhere before it. */
const completedMatch = (format: ScoreFormat): fc.Arbitrary<Match> =>
  fc
    .record({ winner: fc.constantFrom<Side>('A', 'B'), lost: fc.integer({ min: 0, max: toWin(format) - 1 }) })
    .chain(({ winner, lost }) =>
      setsWonBy(format, [...repeat(winner, toWin(format) - 1), ...repeat(other(winner), lost)]).chain((before) =>
        entryWonBy(format, before.length, winner).map((last) => ({
          sets: [...before, last],
          winner,
          setsWon: won(winner, toWin(format), lost),
        })),
      ),
    );

/** An undecided finished prefix, then a last set either unfinished or finished without deciding the match. */
const retiredMatch = (format: ScoreFormat): fc.Arbitrary<Match> =>
  fc
    .record({
      a: fc.integer({ min: 0, max: toWin(format) - 1 }),
      b: fc.integer({ min: 0, max: toWin(format) - 1 }),
      winner: fc.constantFrom<Side>('A', 'B'),
      lastWonBy: fc.constantFrom<Side | null>('A', 'B', null),
    })
    .chain(({ a, b, winner, lastWonBy }) =>
      setsWonBy(format, [...repeat('A', a), ...repeat('B', b)]).chain((before) => {
        const i = before.length;
        const canFinish = lastWonBy !== null && (lastWonBy === 'A' ? a : b) + 1 < toWin(format);
        const last = canFinish ? entryWonBy(format, i, lastWonBy) : entryOpen(format, i);
        const setsWon = { a: a + (canFinish && lastWonBy === 'A' ? 1 : 0), b: b + (canFinish && lastWonBy === 'B' ? 1 : 0) };
        return last.map((entry) => ({ sets: [...before, entry], winner, setsWon }));
      }),
    );

const swapMatch = (m: Match): Match => ({
  sets: m.sets.map(flip),
  winner: other(m.winner),
  setsWon: { a: m.setsWon.b, b: m.setsWon.a },
});
const codes = [...SCORE_FORMATS];

describe.each(codes)('checkScore properties: %s', (code: ScoreFormatCode) => {
  const format = SCORE_FORMAT_DETAILS[code];

  it('accepts every valid completed match, with its winner and sets won', () => {
    fc.assert(
      fc.property(completedMatch(format), (m) => {
        expect(checkScore(code, { outcome: 'completed', sets: m.sets })).toEqual({
          ok: true,
          winner: m.winner,
          setsWon: m.setsWon,
        });
        expect(checkScore(code, { outcome: 'completed', sets: m.sets, winner: m.winner }).ok).toBe(true);
      }),
    );
  });

  it('accepts every valid retirement, with the chosen winner', () => {
    fc.assert(
      fc.property(retiredMatch(format), (m) => {
        const check = checkScore(code, { outcome: 'retired', sets: m.sets, winner: m.winner });
        expect(check).toEqual({ ok: true, winner: m.winner, setsWon: m.setsWon });
      }),
    );
  });

  it('swapping the sides keeps a valid match valid and flips its winner', () => {
    const outcomeAndMatch = fc.oneof(
      completedMatch(format).map((m) => ({ outcome: 'completed' as const, m })),
      retiredMatch(format).map((m) => ({ outcome: 'retired' as const, m })),
    );
    fc.assert(
      fc.property(outcomeAndMatch, ({ outcome, m }) => {
        const swapped = swapMatch(m);
        const check = checkScore(code, { outcome, sets: swapped.sets, winner: swapped.winner });
        expect(check).toEqual({ ok: true, winner: swapped.winner, setsWon: swapped.setsWon });
      }),
    );
  });
});

import { MAX_GAMES, MAX_POINTS } from './score-limits';
import {
  RESULT_OUTCOMES,
  SCORE_FORMAT_DETAILS,
  type ResultOutcome,
  type ScoreFormat,
  type ScoreFormatCode,
} from './score-formats';
import { SCORE_MESSAGES as M, scoreEntryName } from './score.messages';

/** One set (tennis) or game (pickleball, table tennis), from side A's and side B's point of view. */
export interface SideScore {
  a: number;
  b: number;
  tieBreakA?: number | null;
  tieBreakB?: number | null;
}
/** path like ['sets', 1, 'a'], ['sets', 1, 'tieBreakB'], ['sets', 2], ['sets'], ['winner']. */
export interface ScoreProblem {
  path: Array<string | number>;
  message: string;
}
/** setsWon counts finished sets/games only (a retired match's last one may be unfinished). */
export type ScoreCheck =
  { ok: true; winner: 'A' | 'B'; setsWon: { a: number; b: number } } | { ok: false; problems: ScoreProblem[] };

type Side = 'A' | 'B';
type Kind = 'set' | 'matchTieBreak' | 'game';
type Race = 'won' | 'open' | 'impossible';
/** What one set/game tells the match: won by a side, still being played, or unusable (already reported). */
type EntryState = { kind: 'won'; by: Side } | { kind: 'open'; unfinished: string } | { kind: 'bad' };

// Input may come straight from a request body, so every read tolerates any value.
const whole = (n: unknown, max: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max;
const count = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
const given = (v: unknown): boolean => v !== undefined && v !== null;
const field = (o: unknown, key: string): unknown =>
  typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[key] : undefined;

/** A race to `to` points won by 2, seen from the leader (w >= l): over, still reachable, or never reachable. */
function race(w: number, l: number, to: number): Race {
  if ((w === to && l <= to - 2) || (w > to && w - l === 2)) return 'won';
  return w < to || w - l <= 1 ? 'open' : 'impossible';
}

/** A tennis set ends 6-0…6-4, 7-5 or 7-6; anything up to 6-6 is still being played; 7-x otherwise never happens. */
function tennisSet(w: number, l: number): Race {
  if ((w === 6 && l <= 4) || (w === 7 && (l === 5 || l === 6))) return 'won';
  return w <= 6 ? 'open' : 'impossible';
}

/** The 7-6 tie-break: both numbers or neither, won by the side with 7 games, first to 7 by 2. */
function checkTieBreak(entry: unknown, kind: Kind, i: number, games: [number, number] | null, problems: ScoreProblem[]): void {
  const tA = field(entry, 'tieBreakA');
  const tB = field(entry, 'tieBreakB');
  if (!given(tA) && !given(tB)) return;
  const name = scoreEntryName(kind === 'game' ? 'game' : 'set', i);
  const add = (key: string, message: string): void => {
    problems.push({ path: ['sets', i, key], message });
  };
  const first = given(tA) ? 'tieBreakA' : 'tieBreakB';
  if (kind === 'game') return add(first, M.tieBreakInGame(name));
  if (kind === 'matchTieBreak') return add(first, M.tieBreakInMatchTieBreak(name));
  const sevenSix = games !== null && Math.max(...games) === 7 && Math.min(...games) === 6;
  if (games !== null && !sevenSix) return add(first, M.tieBreakOnlyAtSevenSix(name));
  for (const key of ['tieBreakA', 'tieBreakB'] as const) {
    const points = field(entry, key);
    if (!given(points)) add(key, M.tieBreakBoth(name));
    else if (!whole(points, MAX_POINTS)) add(key, M.tieBreakPoints(name));
  }
  if (!games || !sevenSix || !whole(tA, MAX_POINTS) || !whole(tB, MAX_POINTS)) return;
  // Problems about the tie-break as a whole sit on the set loser's number: the one written in brackets.
  const [w, l, loserKey] = games[0] === 7 ? [tA, tB, 'tieBreakB'] : [tB, tA, 'tieBreakA'];
  if (w < l) add(loserKey, M.tieBreakWrongSide(name));
  else if (race(w, l, 7) !== 'won') add(loserKey, M.tieBreakImpossible(name, `${tA}-${tB}`));
}

/** Checks one set/game on its own and reports its problems; the match rules come after. */
function readEntry(format: ScoreFormat, entry: unknown, i: number, problems: ScoreProblem[]): EntryState {
  const kind: Kind = format.unit === 'game' ? 'game' : format.matchTieBreak && i === 2 ? 'matchTieBreak' : 'set';
  const name = scoreEntryName(format.unit, i);
  const max = kind === 'set' ? MAX_GAMES : MAX_POINTS;
  const a = field(entry, 'a');
  const b = field(entry, 'b');
  for (const key of ['a', 'b'] as const) {
    if (!whole(field(entry, key), max)) problems.push({ path: ['sets', i, key], message: kind === 'set' ? M.games : M.points });
  }
  const inRange = whole(a, max) && whole(b, max);
  checkTieBreak(entry, kind, i, inRange ? [a, b] : null, problems);
  if (!count(a) || !count(b)) return { kind: 'bad' };
  const [w, l] = a > b ? [a, b] : [b, a];
  const to = kind === 'game' ? (format.pointsTo ?? 11) : 10;
  const state = kind === 'set' ? tennisSet(w, l) : race(w, l, to);
  const score = `${a}-${b}`;
  if (state === 'impossible') {
    const impossible = { set: M.impossibleSet, matchTieBreak: M.impossibleMatchTieBreak, game: M.impossibleGame }[kind];
    problems.push({ path: ['sets', i], message: impossible(name, score) });
    return { kind: 'bad' };
  }
  if (!inRange) return { kind: 'bad' };
  if (state === 'won') return { kind: 'won', by: a > b ? 'A' : 'B' };
  const unfinished = { set: M.unfinishedSet, matchTieBreak: M.unfinishedMatchTieBreak, game: M.unfinishedGame }[kind];
  return { kind: 'open', unfinished: unfinished(name, score, to) };
}

function verdict(problems: ScoreProblem[], winner: Side | null, setsWon: { a: number; b: number }): ScoreCheck {
  return problems.length > 0 || !winner ? { ok: false, problems } : { ok: true, winner, setsWon };
}

/** Checks a result against its format and derives the winner; never throws, reports every problem found. */
export function checkScore(
  code: ScoreFormatCode,
  input: { outcome: ResultOutcome; sets: readonly SideScore[]; winner?: 'A' | 'B' | null },
): ScoreCheck {
  const format = typeof code === 'string' && Object.hasOwn(SCORE_FORMAT_DETAILS, code) ? SCORE_FORMAT_DETAILS[code] : null;
  if (!format) return { ok: false, problems: [{ path: ['format'], message: M.format }] };
  const outcome = field(input, 'outcome');
  if (!RESULT_OUTCOMES.includes(outcome as ResultOutcome))
    return { ok: false, problems: [{ path: ['outcome'], message: M.outcome }] };
  const rawSets = field(input, 'sets');
  const sets: readonly unknown[] = Array.isArray(rawSets) ? rawSets : [];
  const winner = field(input, 'winner');
  const chosen: Side | null = winner === 'A' || winner === 'B' ? winner : null;
  const problems: ScoreProblem[] = [];
  const add = (path: Array<string | number>, message: string): void => {
    problems.push({ path, message });
  };

  if (outcome === 'walkover') {
    if (sets.length > 0) add(['sets'], M.walkoverHasNoScore);
    if (!chosen) add(['winner'], M.walkoverWinner);
    return verdict(problems, chosen, { a: 0, b: 0 });
  }

  const { unit, bestOf } = format;
  const toWin = Math.ceil(bestOf / 2);
  if (sets.length === 0) add(['sets'], M.noSets(unit));
  if (sets.length > bestOf) add(['sets'], M.tooManySets(unit, bestOf));
  const won = { a: 0, b: 0 };
  let decidedAt: number | null = null;
  let allWon = true;
  for (let i = 0; i < sets.length; i++) {
    const state = readEntry(format, sets[i], i, problems);
    allWon &&= state.kind === 'won';
    if (decidedAt !== null) add(['sets', i], M.alreadyWon(unit, i, decidedAt));
    else if (state.kind === 'open' && !(outcome === 'retired' && i === sets.length - 1)) add(['sets', i], state.unfinished);
    else if (state.kind === 'won') {
      const side = state.by === 'A' ? 'a' : 'b';
      won[side] += 1;
      if (won[side] === toWin) decidedAt = i;
    }
  }
  const leader: Side | null = decidedAt === null ? null : won.a === toWin ? 'A' : 'B';

  if (outcome === 'completed') {
    // Only when every set is fine: otherwise fixing the named set is the first step.
    if (sets.length > 0 && !leader && allWon) add(['sets'], M.tooFewSets(unit, bestOf, toWin));
    if (given(winner) && (!chosen || (leader && chosen !== leader))) add(['winner'], M.winnerMismatch);
    return verdict(problems, leader, won);
  }
  // Retired: the score so far must leave the match undecided, and the winner cannot be derived.
  if (leader) add(['sets'], M.retiredDecided);
  if (!chosen) add(['winner'], M.retiredWinner);
  return verdict(problems, chosen, won);
}

import type { ResultWinner } from '../constants/results';
import type { ResultSet } from '../contracts/results';
import { checkScore, scoreText, type ResultOutcome, type ScoreFormatCode, type SideScore } from '../scores';
import { RESULT_MESSAGES as M } from '../validation/result.messages';

/** A logged result's numbers as the score engine reads them: side A is the submitter. */
const FIELD_OF: Record<string, keyof ResultSet> = {
  a: 'playerGames',
  b: 'opponentGames',
  tieBreakA: 'playerTieBreak',
  tieBreakB: 'opponentTieBreak',
};

export const toSideScore = (set: ResultSet): SideScore => ({
  a: set.playerGames,
  b: set.opponentGames,
  tieBreakA: set.playerTieBreak ?? null,
  tieBreakB: set.opponentTieBreak ?? null,
});

export interface ResultScoreProblem {
  /** The form's field path, e.g. ['sets', 1, 'opponentGames'], ['sets'], ['winner']. */
  path: Array<string | number>;
  message: string;
}
export type ResultScoreCheck = { ok: true; winner: ResultWinner } | { ok: false; problems: ResultScoreProblem[] };

/**
 * The tournament's score format applied to a logged result, in the form's own field names, so the log-results form
 * and the server refuse the same scores with the same words. A played match needs a set before anything else.
 */
export function checkResultScore(
  format: ScoreFormatCode,
  result: { outcome?: ResultOutcome; sets: readonly ResultSet[]; winner?: ResultWinner | null },
): ResultScoreCheck {
  const outcome = result.outcome ?? 'completed';
  if (outcome === 'completed' && result.sets.length === 0) return { ok: false, problems: [{ path: ['sets'], message: M.sets }] };
  const winner = result.winner ? (result.winner === 'player' ? 'A' : 'B') : null;
  const check = checkScore(format, { outcome, sets: result.sets.map(toSideScore), winner });
  if (check.ok) return { ok: true, winner: check.winner === 'A' ? 'player' : 'opponent' };
  return {
    ok: false,
    problems: check.problems.map(({ path, message }) => ({
      path: path.map((part) => (typeof part === 'string' ? (FIELD_OF[part] ?? part) : part)),
      message,
    })),
  };
}

/** Problems keyed by dotted field path ('sets.1.playerGames'), as the API's 400 answers name fields. */
export function problemsByField(problems: readonly ResultScoreProblem[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const { path, message } of problems) (fields[path.join('.') || '_'] ??= []).push(message);
  return fields;
}

/** "7-6(5), 6-4", "W/O", "6-4, 3-2 ret." from the submitter's side. */
export const resultScoreText = (result: { outcome?: ResultOutcome; sets: readonly ResultSet[] }): string =>
  scoreText({ outcome: result.outcome ?? 'completed', sets: result.sets.map(toSideScore) });

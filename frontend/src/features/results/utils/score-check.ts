import type { z } from 'zod';
import {
  checkResultScore,
  type ResultOutcome,
  type ResultSet,
  type ResultWinner,
  type ScoreFormatCode,
} from '@rallypoint/shared';

interface ScoredValues {
  outcome?: ResultOutcome;
  sets: ResultSet[];
  winner?: ResultWinner;
}

/**
 * A zod refinement that checks the score in the tournament's format, as the server will, reporting each problem on
 * the field it names: `schema.superRefine(scoreProblems(format))`.
 */
export const scoreProblems =
  (format: ScoreFormatCode) =>
  (values: ScoredValues, ctx: z.RefinementCtx): void => {
    const check = checkResultScore(format, values);
    if (!check.ok) for (const { path, message } of check.problems) ctx.addIssue({ code: 'custom', path, message });
  };

import { z } from 'zod';
import { PG_INTEGER_MAX } from '../constants/database';
import { MATCH_TYPES } from '../contracts/fixtures';
import { RESULT_DECISIONS, RESULT_STATUSES, RESULT_WINNERS } from '../contracts/results';
import { pageQuerySchema } from '../contracts/paging';
import { multiLine, recordId, text } from './fields';
import { MAX_GAMES, MAX_PENDING_COUNT_TOURNAMENTS, MAX_RESULT_NOTES, MAX_SETS, MIN_GAMES, RESULT_MESSAGES as M } from './result.messages';

/** Games in one set: a whole number from 0 to 7 (spec §9). */
export const gamesField = z
  .number({ message: M.games })
  .int(M.games)
  .min(MIN_GAMES, M.games)
  .max(MAX_GAMES, M.games);

export const resultSetSchema = z.object({ playerGames: gamesField, opponentGames: gamesField });

/**
 * Spec §3 "Match result submission" and §5 "Log results": the form and `POST /api/results/submit` both use it.
 * The winner may be left out; when sent it must agree with the sets (checked by the server, decisions.md).
 */
export const submitResultSchema = z.object({
  tournamentId: recordId(M.tournamentId),
  opponentName: text('Opponent name', 1, 200, M.opponentName, M.opponentNameTooLong),
  matchType: z.enum(MATCH_TYPES, { message: M.matchType }),
  sets: z.array(resultSetSchema, { message: M.sets }).min(1, M.sets).max(MAX_SETS, M.tooManySets),
  winner: z.enum(RESULT_WINNERS, { message: M.winner }).optional(),
  notes: multiLine('Notes').trim().max(MAX_RESULT_NOTES, M.notes).optional(),
});
export type SubmitResultInput = z.output<typeof submitResultSchema>;

export const resultDecisionSchema = z.object({ status: z.enum(RESULT_DECISIONS, { message: M.decision }) });
export type ResultDecisionInput = z.output<typeof resultDecisionSchema>;

/** `GET /api/tournaments/{id}/results?status=&page=&pageSize=` */
export const tournamentResultsQuerySchema = pageQuerySchema.extend({
  status: z.enum(RESULT_STATUSES, { message: M.status }).optional(),
});
export type TournamentResultsQuery = z.output<typeof tournamentResultsQuerySchema>;
/** `1,5,9`: distinct positive ids, at most one page of them; absent or empty means none. */
const tournamentIdList = z
  .string({ message: M.tournamentIds })
  .trim()
  .max(MAX_PENDING_COUNT_TOURNAMENTS * 11, M.tournamentIds)
  .regex(/^(\d{1,10}(,\d{1,10})*)?$/, M.tournamentIds)
  .transform((text) => (text ? [...new Set(text.split(',').map(Number))] : []))
  .refine((ids) => ids.length <= MAX_PENDING_COUNT_TOURNAMENTS && ids.every((id) => id >= 1 && id <= PG_INTEGER_MAX), M.tournamentIds);

/** `GET /api/results/pending-counts?tournamentIds=1,5,9` */
export const pendingResultCountsQuerySchema = z.object({
  tournamentIds: tournamentIdList.optional().transform((ids) => ids ?? []),
});
export type PendingResultCountsQuery = z.output<typeof pendingResultCountsQuerySchema>;

/** What the log-results form holds before parsing (the tournament select gives a string). */
export type SubmitResultFormInput = z.input<typeof submitResultSchema>;

import { z } from 'zod';
import { PG_INTEGER_MAX } from '../constants/database';
import { MATCH_TYPES } from '../constants/fixtures';
import { CONFIRMATION_DECISIONS, RESULT_DECISIONS, RESULT_STATUSES, RESULT_WINNERS } from '../constants/results';
import { pageQuerySchema } from './paging.schemas';
import { multiLine, recordId, singleLine, text } from './fields';
import { MAX_POINTS, MAX_SETS, MIN_GAMES, RESULT_OUTCOMES } from '../scores';
import { MAX_PENDING_COUNT_TOURNAMENTS, MAX_RESULT_NOTES, RESULT_MESSAGES as M } from './result.messages';

/** One stored number of a set or game: what no format goes beyond (saved fixtures keep scores results gave them). */
export const scoreField = z.number({ message: M.score }).int(M.score).min(MIN_GAMES, M.score).max(MAX_POINTS, M.score);

/** A logged number: its range is the format's to judge (checkResultScore), in the format's own words. */
const loggedNumber = z.number({ message: M.score });

export const resultSetSchema = z.object({
  playerGames: loggedNumber,
  opponentGames: loggedNumber,
  playerTieBreak: loggedNumber.nullish(),
  opponentTieBreak: loggedNumber.nullish(),
});

/** How a result is scored, whoever puts it in: what the organizer corrects (`PUT /api/results/{id}`). */
const scoreFields = {
  matchType: z.enum(MATCH_TYPES, { message: M.matchType }),
  sets: z.array(resultSetSchema, { message: M.sets }).max(MAX_SETS, M.tooManySets),
  winner: z.enum(RESULT_WINNERS, { message: M.winner }).optional(),
  outcome: z.enum(RESULT_OUTCOMES, { message: M.outcome }).default('completed'),
  notes: multiLine('Notes').trim().max(MAX_RESULT_NOTES, M.notes).optional(),
};

/** An entry of the tournament, by id (a form's select gives it as text). */
const entryId = (message: string) => recordId(message);
/** A name as the participants list shows it (the spec's way of naming a side). */
const sideName = (field: string, message: string, tooLong: string) => text(field, 1, 200, message, tooLong);

/**
 * The saved fixture match a result is for (its match id). A form's "no particular match" ('') means none: the server
 * then names the first open match between the two sides of the result's type.
 */
const fixtureMatchId = singleLine('Fixture match', M.fixtureMatchId)
  .trim()
  .max(80, M.fixtureMatchId)
  .transform((key) => key || undefined)
  .optional();

/**
 * A match result submission (the Log Results form): the form and `POST /api/results/submit` both use it. The opponent
 * is another entry of the tournament: by `opponentEntryId` (the form's choice) or by `opponentName` as the
 * participants list shows it (the spec's request); one of the two is needed. The winner may be left out; when sent it
 * must agree with the sets (checked by the server, docs/product-rules.md#results-and-standings).
 */
export const submitResultSchema = z
  .object({
    tournamentId: recordId(M.tournamentId),
    opponentEntryId: entryId(M.opponentName).optional(),
    opponentName: sideName('Opponent name', M.opponentName, M.opponentNameTooLong).optional(),
    fixtureMatchId,
    ...scoreFields,
  })
  .refine((input) => input.opponentEntryId !== undefined || input.opponentName !== undefined, {
    message: M.opponentName,
    path: ['opponentName'],
  });
export type SubmitResultInput = z.output<typeof submitResultSchema>;

/** The score of a result without its parties: what the organizer corrects (`PUT /api/results/{id}`). */
export const resultScoreSchema = z.object(scoreFields);
export type ResultScoreInput = z.output<typeof resultScoreSchema>;

/**
 * `POST /api/tournaments/{id}/results`: the organizer enters a result between two entries, approved at once. Each
 * side by its entry id (the Enter Result form's choice) or by name (as before); `fixtureMatchId` as for a submission.
 */
export const enterResultSchema = resultScoreSchema
  .extend({
    playerEntryId: entryId(M.playerName).optional(),
    playerName: sideName('Player name', M.playerName, M.playerNameTooLong).optional(),
    opponentEntryId: entryId(M.opponentName).optional(),
    opponentName: sideName('Opponent name', M.opponentName, M.opponentNameTooLong).optional(),
    fixtureMatchId,
  })
  .refine((input) => input.playerEntryId !== undefined || input.playerName !== undefined, {
    message: M.playerName,
    path: ['playerName'],
  })
  .refine((input) => input.opponentEntryId !== undefined || input.opponentName !== undefined, {
    message: M.opponentName,
    path: ['opponentName'],
  });
export type EnterResultInput = z.output<typeof enterResultSchema>;

/** The Log Results form: the opponent is always chosen by entry (the request it sends is a submission's). */
export const logResultFormSchema = z.object({
  tournamentId: recordId(M.tournamentId),
  opponentEntryId: entryId(M.opponentName),
  fixtureMatchId,
  ...scoreFields,
});
export type LogResultFormInput = z.input<typeof logResultFormSchema>;
export type LogResultFormValues = z.output<typeof logResultFormSchema>;

/** The Enter Result form: both sides chosen by entry (the request it sends is an entry's). */
export const enterResultFormSchema = resultScoreSchema.extend({
  playerEntryId: entryId(M.playerName),
  opponentEntryId: entryId(M.opponentName),
  fixtureMatchId,
});
export type EnterResultFormInput = z.input<typeof enterResultFormSchema>;
export type EnterResultFormValues = z.output<typeof enterResultFormSchema>;

/** `GET /api/tournaments/{id}/result-matches?playerEntryId=&opponentEntryId=`: the player's side is the caller's entry unless named. */
export const resultMatchesQuerySchema = z.object({
  playerEntryId: entryId(M.playerName).optional(),
  opponentEntryId: entryId(M.opponentName),
});
export type ResultMatchesQuery = z.output<typeof resultMatchesQuerySchema>;

/** `PATCH /api/results/{id}/confirmation`: a dispute says what is wrong. */
export const resultConfirmationSchema = z
  .object({
    decision: z.enum(CONFIRMATION_DECISIONS, { message: M.confirmationDecision }),
    comment: multiLine('Comment').trim().max(MAX_RESULT_NOTES, M.comment).optional(),
  })
  .refine((answer) => answer.decision === 'confirm' || Boolean(answer.comment), { message: M.disputeComment, path: ['comment'] });
export type ResultConfirmationInput = z.output<typeof resultConfirmationSchema>;

export const resultSettingsSchema = z.object({ approveAgreedResults: z.boolean({ message: M.approveAgreedResults }) });
export type ResultSettingsInput = z.output<typeof resultSettingsSchema>;

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
  .refine(
    (ids) => ids.length <= MAX_PENDING_COUNT_TOURNAMENTS && ids.every((id) => id >= 1 && id <= PG_INTEGER_MAX),
    M.tournamentIds,
  );

/** `GET /api/results/pending-counts?tournamentIds=1,5,9` */
export const pendingResultCountsQuerySchema = z.object({
  tournamentIds: tournamentIdList.optional().transform((ids) => ids ?? []),
});
export type PendingResultCountsQuery = z.output<typeof pendingResultCountsQuerySchema>;

/** What a submission holds before parsing (a form's selects give strings). */
export type SubmitResultFormInput = z.input<typeof submitResultSchema>;

import { z } from 'zod';
import { MATCH_TYPES } from '../../constants/fixtures';
import { RESULT_CHANGES, RESULT_CONFIRMATIONS, RESULT_SOURCES, RESULT_STATUSES, RESULT_WINNERS } from '../../constants/results';
import { RESULT_OUTCOMES } from '../../scores/score-formats';
import { count, id } from './common';
import { ratingChangeSchema } from './ratings';

/**
 * One set (tennis) or game (pickleball, table tennis) as logged: games, or points, won by the submitting player and
 * by the opponent; a tennis set won 7-6 may carry its tie-break points.
 */
export const matchResultSetSchema = z.object({
  playerGames: z.number(),
  opponentGames: z.number(),
  playerTieBreak: z.number().nullable().optional(),
  opponentTieBreak: z.number().nullable().optional(),
});

/**
 * A match result as its submitter, the opponent, the tournament's organizer and admins read it. Its two sides are
 * tournament entries (docs/decisions/0013): `playerEntryId` logged it (or was named first by the organizer),
 * `opponentEntryId` played them; `playerId`/`opponentId` are those entries' accounts, null for an entry without one.
 */
export const matchResultViewSchema = z.object({
  id,
  tournamentId: id,
  tournamentName: z.string(),
  /** The player's account; null when the organizer entered it for an entry without one. */
  playerId: id.nullable(),
  /** The player's entry; null only for results logged before entries existed whose player had none. */
  playerEntryId: id.nullable(),
  playerName: z.string(),
  /** Usernames tell namesakes apart where people are judged; null for a deleted account or an entry without one. */
  playerUsername: z.string().nullable(),
  /** The opponent's entry (null as for the player's). */
  opponentEntryId: id.nullable(),
  opponentName: z.string(),
  opponentUsername: z.string().nullable(),
  matchType: z.enum(MATCH_TYPES),
  sets: z.array(matchResultSetSchema),
  winner: z.enum(RESULT_WINNERS),
  outcome: z.enum(RESULT_OUTCOMES),
  notes: z.string().nullable(),
  status: z.enum(RESULT_STATUSES),
  submittedAt: z.string(),
  approvedAt: z.string().nullable(),
  approvedBy: id.nullable(),
  /** The saved fixture match this result is for (its match id), named when it was logged; null for none. */
  fixtureMatchId: z.string().nullable(),
  /** That fixture match's division and round, so lists name the stage; null without one (or once it is gone). */
  division: z.string().nullable(),
  round: z.number().int().nullable(),
  /** The opponent's account (who confirms or disputes); null for an entry without one: the organizer decides. */
  opponentId: id.nullable(),
  source: z.enum(RESULT_SOURCES),
  confirmation: z.enum(RESULT_CONFIRMATIONS),
  /** Until when the opponent may answer (while awaiting). */
  confirmationDueAt: z.string().nullable(),
  /** The opponent's comment with their answer (a dispute always has one). */
  confirmationComment: z.string().nullable(),
  /**
   * How the approved result moved each side's rating in its sport; null until it is rated, and for a side without an
   * account (ratings move only between accounts).
   */
  playerRatingChange: ratingChangeSchema.nullable(),
  opponentRatingChange: ratingChangeSchema.nullable(),
});

/**
 * `GET /api/tournaments/{id}/result-matches`: an open saved fixture match between two entries, which a result may
 * name, in schedule order (the first is the one a result without `fixtureMatchId` names).
 */
export const resultMatchOptionSchema = z.object({
  fixtureMatchId: z.string(),
  matchType: z.enum(MATCH_TYPES),
  division: z.string(),
  round: z.number().int(),
  /** The published (or saved) start in the tournament's zone, when it has one. */
  scheduledTime: z.string().nullable(),
  court: z.string().nullable(),
});

/** `GET /api/results/{id}/history`: every change, oldest first, from the event log. */
export const resultHistoryEntrySchema = z.object({
  change: z.enum(RESULT_CHANGES),
  at: z.string(),
  /** Who made the change; null when nobody did (approved because both sides agreed), or the account is gone. */
  actorId: id.nullable(),
  actorName: z.string(),
  /** What changed, in a line: the score, the comment, the decision. */
  details: z.string(),
});

/** `GET` and `PUT /api/tournaments/{id}/result-settings`. */
export const resultSettingsViewSchema = z.object({
  /** A result the opponent confirms is approved at once (the default); off, the organizer approves every result. */
  approveAgreedResults: z.boolean(),
});

/** Results awaiting a decision in one tournament. */
export const pendingResultCountSchema = z.object({ tournamentId: id, pending: count });

/**
 * `GET /api/results/pending-counts?tournamentIds=…`: what awaits the caller's decision. `total` and `tournaments`
 * cover every tournament the caller reviews (an organizer's own; every one for an admin); `items` only the asked
 * tournaments the caller reviews that have pending results.
 */
export const pendingResultCountsSchema = z.object({
  total: count,
  tournaments: count,
  items: z.array(pendingResultCountSchema),
});

/** A player's record from approved match results, on either side of them; `lastFive` newest first. */
export const matchRecordSchema = z.object({
  played: count,
  won: count,
  lost: count,
  lastFive: z.array(z.enum(['W', 'L'])),
});

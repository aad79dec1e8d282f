import type { z } from 'zod';
import type * as schemas from './schemas/results';
import type { MatchType } from './fixtures';
import type { ResultOutcome } from '../scores';

export const RESULT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** The organizer's decision on a pending result. */
export const RESULT_DECISIONS = ['approved', 'rejected'] as const;
export type ResultDecision = (typeof RESULT_DECISIONS)[number];

/** Who won, from the submitter's side: the player who logged it, or their opponent. */
export const RESULT_WINNERS = ['player', 'opponent'] as const;
export type ResultWinner = (typeof RESULT_WINNERS)[number];

export type ResultSet = z.output<typeof schemas.matchResultSetSchema>;

/** `POST /api/results/submit`: a match result submission. */
export interface SubmitResultRequest {
  tournamentId: number;
  opponentName: string;
  matchType: MatchType;
  sets: ResultSet[];
  winner?: ResultWinner;
  /** How the match ended; left out it was played to the end. A walkover has no sets, a retirement the score so far. */
  outcome?: ResultOutcome;
  notes?: string;
}

/**
 * Where the opponent's answer stands (docs/results-and-ratings.md): awaiting it (for 48 hours), confirmed,
 * disputed, expired (no answer in time: the organizer decides), or not needed (the organizer entered the result, or
 * decided it before the opponent answered).
 */
export const RESULT_CONFIRMATIONS = ['awaiting', 'confirmed', 'disputed', 'expired', 'not-needed'] as const;
export type ResultConfirmation = (typeof RESULT_CONFIRMATIONS)[number];

/** The opponent's answer: `PATCH /api/results/{id}/confirmation {decision, comment}`. */
export const CONFIRMATION_DECISIONS = ['confirm', 'dispute'] as const;
export type ConfirmationDecision = (typeof CONFIRMATION_DECISIONS)[number];

/** How long the opponent has to answer before the result is the organizer's alone to decide. */
export const CONFIRMATION_WINDOW_HOURS = 48;

/** Who put the result in: a player who played it, or the tournament's organizer (or an admin). */
export const RESULT_SOURCES = ['player', 'organizer'] as const;
export type ResultSource = (typeof RESULT_SOURCES)[number];

export type MatchResultView = z.output<typeof schemas.matchResultViewSchema>;

/** What happened to a result, in the words of its history. */
export const RESULT_CHANGES = ['submitted', 'entered', 'confirmed', 'disputed', 'approved', 'rejected', 'corrected'] as const;
export type ResultChange = (typeof RESULT_CHANGES)[number];

export type ResultHistoryEntry = z.output<typeof schemas.resultHistoryEntrySchema>;

export type ResultSettings = z.output<typeof schemas.resultSettingsViewSchema>;

export type PendingResultCount = z.output<typeof schemas.pendingResultCountSchema>;

export type PendingResultCounts = z.output<typeof schemas.pendingResultCountsSchema>;

export type MatchRecord = z.output<typeof schemas.matchRecordSchema>;

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

/**
 * One set (tennis) or game (pickleball, table tennis) as logged: games, or points, won by the submitting player and
 * by the opponent; a tennis set won 7-6 may carry its tie-break points.
 */
export interface ResultSet {
  playerGames: number;
  opponentGames: number;
  playerTieBreak?: number | null;
  opponentTieBreak?: number | null;
}

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

/** A match result as its submitter, the opponent, the tournament's organizer and admins read it. */
export interface MatchResultView {
  id: number;
  tournamentId: number;
  tournamentName: string;
  playerId: number;
  playerName: string;
  /** Usernames tell namesakes apart where people are judged; null for a deleted account. */
  playerUsername: string | null;
  opponentName: string;
  opponentUsername: string | null;
  matchType: MatchType;
  sets: ResultSet[];
  winner: ResultWinner;
  outcome: ResultOutcome;
  notes: string | null;
  status: ResultStatus;
  submittedAt: string;
  approvedAt: string | null;
  approvedBy: number | null;
  /** The saved fixture match this result completed once approved (its match id), if there was one. */
  fixtureMatchId: string | null;
  opponentId: number;
  source: ResultSource;
  confirmation: ResultConfirmation;
  /** Until when the opponent may answer (while awaiting). */
  confirmationDueAt: string | null;
  /** The opponent's comment with their answer (a dispute always has one). */
  confirmationComment: string | null;
}

/** What happened to a result, in the words of its history. */
export const RESULT_CHANGES = ['submitted', 'entered', 'confirmed', 'disputed', 'approved', 'rejected', 'corrected'] as const;
export type ResultChange = (typeof RESULT_CHANGES)[number];

/** `GET /api/results/{id}/history`: every change, oldest first, from the event log. */
export interface ResultHistoryEntry {
  change: ResultChange;
  at: string;
  /** Who made the change; null when nobody did (approved because both sides agreed), or the account is gone. */
  actorId: number | null;
  actorName: string;
  /** What changed, in a line: the score, the comment, the decision. */
  details: string;
}

/** `GET` and `PUT /api/tournaments/{id}/result-settings`. */
export interface ResultSettings {
  /** A result the opponent confirms is approved at once (the default); off, the organizer approves every result. */
  approveAgreedResults: boolean;
}

/** Results awaiting a decision in one tournament. */
export interface PendingResultCount {
  tournamentId: number;
  pending: number;
}

/**
 * `GET /api/results/pending-counts?tournamentIds=…`: what awaits the caller's decision. `total` and `tournaments`
 * cover every tournament the caller reviews (an organizer's own; every one for an admin); `items` only the asked
 * tournaments the caller reviews that have pending results.
 */
export interface PendingResultCounts {
  total: number;
  tournaments: number;
  items: PendingResultCount[];
}

/** A player's record from approved match results, on either side of them; `lastFive` newest first. */
export interface MatchRecord {
  played: number;
  won: number;
  lost: number;
  lastFive: Array<'W' | 'L'>;
}

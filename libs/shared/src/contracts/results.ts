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

/** `POST /api/results/submit` (spec §3 "Match result submission"). */
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

/** A match result as its submitter, the tournament's organizer and admins read it. */
export interface MatchResultView {
  id: number;
  tournamentId: number;
  tournamentName: string;
  playerId: number;
  playerName: string;
  opponentName: string;
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

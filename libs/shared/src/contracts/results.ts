import type { z } from 'zod';
import type * as schemas from './schemas/results';
import type { MatchType } from '../constants/fixtures';
import type { ResultWinner } from '../constants/results';
import type { ResultOutcome } from '../scores';

export type ResultSet = z.output<typeof schemas.matchResultSetSchema>;

/**
 * `POST /api/results/submit`: a match result submission. The opponent is another entry of the tournament, by its id
 * (preferred) or by the name the participants list shows (the spec's way); `fixtureMatchId` names the open fixture
 * match between the two (left out: the first open one of the match type, in schedule order).
 */
export interface SubmitResultRequest {
  tournamentId: number;
  opponentEntryId?: number;
  opponentName?: string;
  fixtureMatchId?: string;
  matchType: MatchType;
  sets: ResultSet[];
  winner?: ResultWinner;
  /** How the match ended; left out it was played to the end. A walkover has no sets, a retirement the score so far. */
  outcome?: ResultOutcome;
  notes?: string;
}

export type MatchResultView = z.output<typeof schemas.matchResultViewSchema>;

export type ResultMatchOption = z.output<typeof schemas.resultMatchOptionSchema>;

export type ResultHistoryEntry = z.output<typeof schemas.resultHistoryEntrySchema>;

export type ResultSettings = z.output<typeof schemas.resultSettingsViewSchema>;

export type PendingResultCount = z.output<typeof schemas.pendingResultCountSchema>;

export type PendingResultCounts = z.output<typeof schemas.pendingResultCountsSchema>;

export type MatchRecord = z.output<typeof schemas.matchRecordSchema>;

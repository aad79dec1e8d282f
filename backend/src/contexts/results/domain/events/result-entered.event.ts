import type { MatchType, ResultOutcome, ResultSet, ResultWinner } from '@rallypoint/shared';
import { DomainEvent } from '../../../../platform/events';
import type { RatedResult } from '../rated-result';
import type { ResultSides } from './result-decided.event';

export type ResultScore = { matchType: MatchType; sets: ResultSet[]; winner: ResultWinner; outcome: ResultOutcome };

export type ResultEnteredPayload = ResultScore &
  ResultSides & {
    playerName: string;
    opponentName: string;
    /** The fixture match it is for, if any. */
    fixtureMatchKey: string | null;
  };

/** The organizer entered a result between two entries (approved at once: ResultApproved follows). */
export class ResultEntered extends DomainEvent<ResultEnteredPayload> {
  constructor(resultId: number, payload: ResultEnteredPayload) {
    super('match_result', resultId, payload);
  }
}

export type ResultCorrectedPayload = { tournamentId: number; before: ResultScore; after: ResultScore; rated: RatedResult | null };

/** The organizer corrected a result's score; when it was approved already, `rated` replaces what it counted. */
export class ResultCorrected extends DomainEvent<ResultCorrectedPayload> {
  constructor(resultId: number, payload: ResultCorrectedPayload) {
    super('match_result', resultId, payload);
  }
}

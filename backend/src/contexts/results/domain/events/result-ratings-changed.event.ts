import type { Sport } from '@rallypoint/shared';
import { DomainEvent } from '../../../../platform/events';

/** One player's rating in the result's sport just before and just after the result counted. */
export type ResultRatingChange = { userId: number; before: number; after: number };

export type ResultRatingsChangedPayload = { sport: Sport; changes: ResultRatingChange[] };

/**
 * An approved result entered its sport's ratings, and this is how it moved its players' ratings. The ratings record
 * it in the transaction that rates the result, after the approval has committed; this context defines it so that it
 * can follow it without importing the ratings (which ask the results: docs/architecture.md). The approval's e-mail
 * waits for it, so it can tell the change.
 */
export class ResultRatingsChanged extends DomainEvent<ResultRatingsChangedPayload> {
  constructor(resultId: number, payload: ResultRatingsChangedPayload) {
    super('match_result', resultId, payload);
  }
}

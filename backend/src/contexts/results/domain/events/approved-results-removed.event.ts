import type { Sport } from '@rallypoint/shared';
import { DomainEvent } from '../../../../platform/events';

export type ApprovedResultsRemovedPayload = { sports: Sport[] };

/**
 * Approved results went with a deleted tournament or account (recorded after their rows are gone, in the deletion's
 * transaction): the ratings of these sports no longer match them.
 */
export class ApprovedResultsRemoved extends DomainEvent<ApprovedResultsRemovedPayload> {
  constructor(removedWith: 'tournament' | 'user', id: number, payload: ApprovedResultsRemovedPayload) {
    super(removedWith, id, payload);
  }
}

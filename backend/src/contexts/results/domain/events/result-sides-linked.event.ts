import type { Sport } from '@rallypoint/shared';
import { DomainEvent } from '../../../../platform/events';
import type { RatedResult } from '../rated-result';

export type ResultSidesLinkedPayload = {
  entryId: number;
  userId: number;
  /** The sports of the approved results that now name the account: the ratings replay these. */
  sports: Sport[];
  /** Those approved results as the ratings count them now (a rebuild replaces what they counted before). */
  rated: RatedResult[];
};

/**
 * An entry was linked to an account (EntryLinked), and the results where that entry is a side now name the account
 * (recorded after the update, in the link's transaction). Only recorded when approved results changed: their
 * ratings no longer match them (docs/decisions/0013).
 */
export class ResultSidesLinked extends DomainEvent<ResultSidesLinkedPayload> {
  constructor(tournamentId: number, payload: ResultSidesLinkedPayload) {
    super('tournament', tournamentId, payload);
  }
}

import { Query } from '@nestjs/cqrs';
import type { Sport } from '@rallypoint/shared';
import type { EntityManager } from 'typeorm';
import type { RatedResult } from '../../domain/rated-result';

/** An approved result as the ratings count it, with its place in their order (`rated_seq`, a bigint as text). */
export interface NumberedResult {
  seq: string;
  rated: RatedResult;
}

/**
 * For the ratings context: the approved results already numbered for the ratings (of one sport, or only those named),
 * in the order they were rated. Reads through the caller's transaction (the manager it passes), under its lock.
 */
export class ListRatedResultsQuery extends Query<NumberedResult[]> {
  constructor(
    readonly manager: EntityManager,
    readonly filter: { sport?: Sport; only?: number[] },
  ) {
    super();
  }
}

import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionalReactions } from '../../../platform/events';
import { EntryLinked } from '../../tournaments';
import { ResultSidesLinked } from '../domain/events/result-sides-linked.event';
import { ratedResultOf } from '../domain/rated-result';
import { nameAccountOnEntrySides } from '../persistence/linked-sides.sql';

/**
 * An entry linked to an account (docs/decisions/0013): its results name the account on its side, in the link's
 * transaction, so "my results" and the ratings find them. When approved results changed, ResultSidesLinked follows
 * the update, and the ratings replay those sports from it: the earlier results count as if the account had played
 * them from the start.
 */
@Injectable()
export class NameAccountWhenEntryLinked implements OnModuleInit {
  constructor(private readonly reactions: TransactionalReactions) {}

  onModuleInit(): void {
    this.reactions.on(EntryLinked, async (event, tx) => {
      const { entryId, userId } = event.payload;
      const approved = await nameAccountOnEntrySides(tx.manager, entryId, userId);
      if (approved.length === 0) return;
      const sports = [...new Set(approved.map((result) => result.sport))];
      const rated = approved.map(ratedResultOf);
      tx.record(new ResultSidesLinked(Number(event.aggregateId), { entryId, userId, sports, rated }));
    });
  }
}

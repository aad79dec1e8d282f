import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionalReactions } from '../../../platform/events';
import { UserDeleted } from '../../identity';
import { MatchResult } from '../domain/match-result.entity';

/**
 * In the deletion's own transaction: the results the user submitted go with them, pending or decided (the ratings
 * replay themselves without them, in the ratings context). Results others submitted naming them as the opponent
 * stay: they belong to their submitter (and keep the opponent's name).
 */
@Injectable()
export class RemoveResultsOfDeletedUser implements OnModuleInit {
  constructor(private readonly reactions: TransactionalReactions) {}

  onModuleInit(): void {
    this.reactions.on(UserDeleted, async (event, tx) => {
      await tx.manager.delete(MatchResult, { playerId: Number(event.aggregateId) });
      // Fixture matches naming them stay, winners included: they are the tournament's draw, built from registrations.
    });
  }
}

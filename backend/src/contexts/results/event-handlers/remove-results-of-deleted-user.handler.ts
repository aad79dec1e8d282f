import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionalReactions } from '../../../platform/events';
import { UserDeleted } from '../../identity';
import { removeResults } from './remove-results';

/**
 * In the deletion's own transaction: the results the user submitted go with them, pending or decided (the ratings
 * replay the sports they counted in when told ApprovedResultsRemoved). Results others submitted naming them as the
 * opponent stay: they belong to their submitter (and keep the opponent's name).
 */
@Injectable()
export class RemoveResultsOfDeletedUser implements OnModuleInit {
  constructor(private readonly reactions: TransactionalReactions) {}

  onModuleInit(): void {
    this.reactions.on(UserDeleted, async (event, tx) => {
      const playerId = Number(event.aggregateId);
      await removeResults(tx, { playerId }, 'user', playerId);
      // Fixture matches naming them stay, winners included: they are the tournament's draw, built from registrations.
    });
  }
}

import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionalReactions } from '../../../platform/events';
import { TournamentDeleted } from '../../tournaments';
import { removeResults } from './remove-results';

/**
 * A deleted tournament takes its logged results along, in the same transaction as the deletion (the ratings replay
 * the sports they counted in when told ApprovedResultsRemoved).
 */
@Injectable()
export class RemoveResultsOfDeletedTournament implements OnModuleInit {
  constructor(private readonly reactions: TransactionalReactions) {}

  onModuleInit(): void {
    this.reactions.on(TournamentDeleted, async (event, tx) => {
      const tournamentId = Number(event.aggregateId);
      await removeResults(tx, { tournamentId }, 'tournament', tournamentId);
    });
  }
}

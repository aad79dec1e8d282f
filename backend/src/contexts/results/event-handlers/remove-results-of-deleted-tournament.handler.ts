import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionalReactions } from '../../../platform/events';
import { TournamentDeleted } from '../../tournaments';
import { MatchResult } from '../domain/match-result.entity';

/**
 * A deleted tournament takes its logged results along, in the same transaction as the deletion (the ratings replay
 * themselves without them, in the ratings context).
 */
@Injectable()
export class RemoveResultsOfDeletedTournament implements OnModuleInit {
  constructor(private readonly reactions: TransactionalReactions) {}

  onModuleInit(): void {
    this.reactions.on(TournamentDeleted, async (event, tx) => {
      await tx.manager.delete(MatchResult, { tournamentId: Number(event.aggregateId) });
    });
  }
}

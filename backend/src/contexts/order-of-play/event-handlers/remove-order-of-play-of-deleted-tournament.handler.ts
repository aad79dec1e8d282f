import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionalReactions } from '../../../platform/events';
import { TournamentDeleted } from '../../tournaments';
import { ScheduleEntry } from '../domain/schedule-entry.entity';
import { ScheduleSettingsRow } from '../domain/schedule-settings.entity';

/** A deleted tournament takes its order of play along, in the same transaction as the deletion. */
@Injectable()
export class RemoveOrderOfPlayOfDeletedTournament implements OnModuleInit {
  constructor(private readonly reactions: TransactionalReactions) {}

  onModuleInit(): void {
    this.reactions.on(TournamentDeleted, async (event, tx) => {
      const tournamentId = Number(event.aggregateId);
      await tx.manager.delete(ScheduleEntry, { tournamentId });
      await tx.manager.delete(ScheduleSettingsRow, { tournamentId });
    });
  }
}

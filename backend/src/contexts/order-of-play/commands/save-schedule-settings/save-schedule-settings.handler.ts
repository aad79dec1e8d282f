import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { ScheduleSettingsView } from '@rallypoint/shared';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { enforce } from '../../../../platform/rules';
import { ScheduleSettingsSaved } from '../../domain/events/schedule-events';
import { loadTournament, scheduleDraftRefusal } from '../../../fixtures';
import { ScheduleSettingsRow, settingsOf } from '../../domain/schedule-settings.entity';
import { SaveScheduleSettingsCommand } from './save-schedule-settings.command';
import { tournamentTurn } from '../../../tournaments';

/** Saves where and when the tournament is played; the draft is computed again from it on request. */
@CommandHandler(SaveScheduleSettingsCommand)
export class SaveScheduleSettingsHandler implements ICommandHandler<SaveScheduleSettingsCommand, ScheduleSettingsView> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ tournamentId, actor, request }: SaveScheduleSettingsCommand): Promise<ScheduleSettingsView> {
    enforce(scheduleDraftRefusal(actor, await loadTournament(this.queries, tournamentId)));
    return this.uow.runInTurn(tournamentTurn(tournamentId), actor.id, async (tx) => {
      // An upsert: two saves at once store one after the other, never a duplicate key.
      await tx.manager.upsert(ScheduleSettingsRow, { tournamentId, ...request, savedBy: actor.id, savedAt: this.clock.now() }, [
        'tournamentId',
      ]);
      const row = await tx.manager.findOneByOrFail(ScheduleSettingsRow, { tournamentId });
      tx.record(new ScheduleSettingsSaved(tournamentId, request));
      return { ...settingsOf(row), savedAt: row.savedAt.toISOString() };
    });
  }
}

import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { FixtureMatch, ScheduleSettingsView } from '@rallypoint/shared';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { enforce, notFound, orRefuse } from '../../../../platform/rules';
import { ListFixtureMatchesQuery, loadTournament, scheduleDraftRefusal, TOURNAMENT_NOT_FOUND } from '../../../fixtures';
import {
  ListTournamentEntriesQuery,
  LockTournamentQuery,
  tournamentTurn,
  type LockedTournament,
  type TournamentEntryFacts,
} from '../../../tournaments';
import { ScheduleSettingsSaved } from '../../domain/events/schedule-events';
import { flaggedPlacements } from '../../domain/flagged-placements';
import { playingDaysRefusal } from '../../domain/playing-days';
import { ScheduleEntry } from '../../domain/schedule-entry.entity';
import { ScheduleSettingsRow, settingsOf } from '../../domain/schedule-settings.entity';
import { SaveScheduleSettingsCommand } from './save-schedule-settings.command';

/**
 * Saves where and when the tournament is played, in the tournament's zone and within its dates (a day outside them is
 * a 400 on that day); the draft is computed again from it on request. The answer flags the kept places (locked or
 * played) the new settings leave outside the days, hours or their players' time.
 */
@CommandHandler(SaveScheduleSettingsCommand)
export class SaveScheduleSettingsHandler implements ICommandHandler<SaveScheduleSettingsCommand, ScheduleSettingsView> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ tournamentId, actor, request }: SaveScheduleSettingsCommand): Promise<ScheduleSettingsView> {
    enforce(scheduleDraftRefusal(actor, await loadTournament(this.queries, tournamentId)));
    const entrants = await this.queries.execute<ListTournamentEntriesQuery, TournamentEntryFacts[]>(
      new ListTournamentEntriesQuery(tournamentId, { withWithdrawn: true }),
    );
    return this.uow.runInTurn(tournamentTurn(tournamentId), actor.id, async (tx) => {
      // The tournament's row is held to the end: its dates and zone cannot change under the save, and a change of
      // zone waits for it, then updates the copy saved here (FollowTournamentTimeZone).
      const tournament = orRefuse(
        await this.queries.execute<LockTournamentQuery, LockedTournament | null>(
          new LockTournamentQuery(tournamentId, tx.manager),
        ),
        notFound(TOURNAMENT_NOT_FOUND),
      );
      enforce(playingDaysRefusal(request.days, tournament));
      // The fixture set before the settings row, in the order a draft takes them.
      const rows = await this.queries.execute<ListFixtureMatchesQuery, FixtureMatch[]>(
        new ListFixtureMatchesQuery(tournamentId, tx.manager),
      );
      const settings = { ...request, timeZone: tournament.timeZone };
      // An upsert: two saves at once store one after the other, never a duplicate key.
      await tx.manager.upsert(ScheduleSettingsRow, { tournamentId, ...settings, savedBy: actor.id, savedAt: this.clock.now() }, [
        'tournamentId',
      ]);
      const [row, entries] = await Promise.all([
        tx.manager.findOneByOrFail(ScheduleSettingsRow, { tournamentId }),
        tx.manager.find(ScheduleEntry, { where: { tournamentId } }),
      ]);
      tx.record(new ScheduleSettingsSaved(tournamentId, settings));
      return {
        ...settingsOf(row),
        savedAt: row.savedAt.toISOString(),
        flagged: flaggedPlacements(settingsOf(row), rows, entrants, entries, tournament),
      };
    });
  }
}

import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { defaultScheduleSettings, type FixtureMatch, type ScheduleSettingsView } from '@rallypoint/shared';
import { enforce } from '../../../../platform/rules';
import { ListFixtureMatchesQuery, loadTournament, scheduleDraftRefusal } from '../../../fixtures';
import { ListTournamentEntriesQuery, type TournamentEntryFacts } from '../../../tournaments';
import { flaggedPlacements } from '../../domain/flagged-placements';
import { ScheduleEntry } from '../../domain/schedule-entry.entity';
import { ScheduleSettingsRow, settingsOf } from '../../domain/schedule-settings.entity';
import { GetScheduleSettingsQuery } from './get-schedule-settings.query';

/**
 * The saved settings, with the kept places (locked or played) they leave outside the days, hours or players' time;
 * before the first save, a starting point from the tournament's dates, zone and sport.
 */
@QueryHandler(GetScheduleSettingsQuery)
export class GetScheduleSettingsHandler implements IQueryHandler<GetScheduleSettingsQuery, ScheduleSettingsView> {
  constructor(
    private readonly queries: QueryBus,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute({ tournamentId, viewer }: GetScheduleSettingsQuery): Promise<ScheduleSettingsView> {
    const tournament = await loadTournament(this.queries, tournamentId);
    enforce(scheduleDraftRefusal(viewer, tournament));
    const row = await this.dataSource.getRepository(ScheduleSettingsRow).findOneBy({ tournamentId });
    if (!row) {
      return { ...defaultScheduleSettings(tournament), timeZone: tournament.timeZone, savedAt: null, flagged: [] };
    }
    const [entries, rows, entrants] = await Promise.all([
      this.dataSource.getRepository(ScheduleEntry).findBy({ tournamentId }),
      this.queries.execute<ListFixtureMatchesQuery, FixtureMatch[]>(new ListFixtureMatchesQuery(tournamentId)),
      this.queries.execute<ListTournamentEntriesQuery, TournamentEntryFacts[]>(
        new ListTournamentEntriesQuery(tournamentId, { withWithdrawn: true }),
      ),
    ]);
    const settings = settingsOf(row);
    return {
      ...settings,
      savedAt: row.savedAt.toISOString(),
      flagged: flaggedPlacements(settings, rows, entrants, entries, tournament),
    };
  }
}

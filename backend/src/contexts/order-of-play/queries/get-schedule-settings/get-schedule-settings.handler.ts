import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { defaultScheduleSettings, type ScheduleSettingsView } from '@rallypoint/shared';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { enforce } from '../../../../platform/rules';
import { loadTournament, scheduleDraftRefusal } from '../../../fixtures';
import { ScheduleSettingsRow, settingsOf } from '../../domain/schedule-settings.entity';
import { GetScheduleSettingsQuery } from './get-schedule-settings.query';

/** The saved settings; before the first save, a starting point from the tournament's dates and sport. */
@QueryHandler(GetScheduleSettingsQuery)
export class GetScheduleSettingsHandler implements IQueryHandler<GetScheduleSettingsQuery, ScheduleSettingsView> {
  constructor(
    private readonly queries: QueryBus,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ tournamentId, viewer }: GetScheduleSettingsQuery): Promise<ScheduleSettingsView> {
    const tournament = await loadTournament(this.queries, tournamentId);
    enforce(scheduleDraftRefusal(viewer, tournament));
    const row = await this.dataSource.getRepository(ScheduleSettingsRow).findOneBy({ tournamentId });
    if (row) return { ...settingsOf(row), savedAt: row.savedAt.toISOString() };
    return { ...defaultScheduleSettings(tournament, this.config.clubTimeZone), savedAt: null };
  }
}

import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Not, IsNull } from 'typeorm';
import {
  MATCH_TYPE_LABELS,
  SCHEDULE_MESSAGES as M,
  toICalendar,
  type CalendarEvent,
  type FixtureMatch,
} from '@rallypoint/shared';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { Clock } from '../../../../platform/clock';
import { contentChangedAt, contentHash, type VersionedDocument } from '../../../../platform/http';
import { enforce, notFound, orRefuse } from '../../../../platform/rules';
import { fixtureViewingRefusal, ListFixtureMatchesQuery, loadTournament } from '../../../fixtures';
import { matchCalendarUid } from '../../domain/match-calendar-uid';
import { matchLocation } from '../../domain/match-location';
import { ScheduleEntry } from '../../domain/schedule-entry.entity';
import { sideNames } from '../../domain/schedule-input';
import { ScheduleSettingsRow } from '../../domain/schedule-settings.entity';
import { noteTournamentCalendarContent } from '../../persistence/calendar-version.sql';
import { GetTournamentCalendarQuery } from './get-tournament-calendar.query';

/**
 * Every published match, named by who plays (no contact details), in the tournament's time zone, at its court and the
 * tournament's venue. Its DTSTAMP and Last-Modified are when this content was first served, so an unchanged order
 * of play is byte for byte the same document and pollers get 304.
 */
@QueryHandler(GetTournamentCalendarQuery)
export class GetTournamentCalendarHandler implements IQueryHandler<GetTournamentCalendarQuery, VersionedDocument> {
  constructor(
    private readonly queries: QueryBus,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute({ tournamentId }: GetTournamentCalendarQuery): Promise<VersionedDocument> {
    const tournament = await loadTournament(this.queries, tournamentId);
    enforce(fixtureViewingRefusal(null, tournament));
    const settings = orRefuse(
      await this.dataSource.getRepository(ScheduleSettingsRow).findOneBy({ tournamentId }),
      notFound(M.notPublished),
    );
    const publishedAt = orRefuse(settings.publishedAt, notFound(M.notPublished));
    const [entries, rows] = await Promise.all([
      this.dataSource
        .getRepository(ScheduleEntry)
        .find({ where: { tournamentId, publishedStart: Not(IsNull()) }, order: { publishedStart: 'ASC' } }),
      this.queries.execute<ListFixtureMatchesQuery, FixtureMatch[]>(new ListFixtureMatchesQuery(tournamentId)),
    ]);
    const rowsByKey = new Map(rows.map((r) => [r.id, r]));
    const url = `${this.config.appUrl}/tournament-fixtures/${tournamentId}`;
    const events: CalendarEvent[] = [];
    for (const entry of entries) {
      const row = rowsByKey.get(entry.matchKey);
      if (!row) continue;
      const [side1, side2] = sideNames(row);
      events.push({
        uid: matchCalendarUid(tournamentId, entry.matchKey),
        sequence: entry.sequence,
        start: (entry.publishedStart as Date).toISOString(),
        end: (entry.publishedEnd as Date).toISOString(),
        summary: `${side1} v ${side2}`,
        description: `${tournament.name} · ${row.division} · ${MATCH_TYPE_LABELS[row.matchType]}`,
        location: matchLocation(entry.publishedCourt, tournament.venue),
        url,
        updatedAt: publishedAt.toISOString(),
      });
    }
    const content = { name: `${tournament.name}: order of play`, timeZone: settings.timeZone, events };
    const hash = contentHash(content);
    const kept = { hash: settings.calendarHash, changedAt: settings.calendarChangedAt };
    const lastModified = await contentChangedAt(kept, hash, this.clock.now(), (at) =>
      noteTournamentCalendarContent(this.dataSource.manager, settings.tournamentId, hash, at),
    );
    return { body: toICalendar({ ...content, now: lastModified }), lastModified };
  }
}

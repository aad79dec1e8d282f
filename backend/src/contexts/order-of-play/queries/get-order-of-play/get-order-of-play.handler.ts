import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  localParts,
  offByWithdrawal,
  SCHEDULE_MESSAGES as M,
  type FixtureMatch,
  type OrderOfPlay,
  type OrderOfPlayUnplaced,
} from '@rallypoint/shared';
import type { Viewer } from '../../../../platform/auth';
import { conflict, enforce, notFound, orRefuse } from '../../../../platform/rules';
import { fixtureViewingRefusal, ListFixtureMatchesQuery, loadTournament, scheduleDraftRefusal } from '../../../fixtures';
import { ListTournamentEntriesQuery, type TournamentEntryFacts } from '../../../tournaments';
import { orderOfPlayMatch } from '../../domain/order-of-play-match';
import { ScheduleEntry } from '../../domain/schedule-entry.entity';
import { sideNames } from '../../domain/schedule-input';
import { ScheduleSettingsRow, settingsOf } from '../../domain/schedule-settings.entity';
import { flaggedPlacements } from '../../domain/flagged-placements';
import { GetOrderOfPlayQuery } from './get-order-of-play.query';

/**
 * One day of the order of play. The published one is public once the organizer has published it (for an approved
 * tournament); the draft is the organizer's (or an admin's) alone, with the matches it could not place and why, the
 * last draft's summary, and the kept places the settings no longer allow. Days hold at most a few hundred matches, so
 * a day is the page.
 */
@QueryHandler(GetOrderOfPlayQuery)
export class GetOrderOfPlayHandler implements IQueryHandler<GetOrderOfPlayQuery, OrderOfPlay> {
  constructor(
    private readonly queries: QueryBus,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute({ tournamentId, viewer, request }: GetOrderOfPlayQuery): Promise<OrderOfPlay> {
    const tournament = await loadTournament(this.queries, tournamentId);
    enforce(fixtureViewingRefusal(viewer, tournament));
    const draft = request.view === 'draft';
    if (draft) enforce(scheduleDraftRefusal(viewer, tournament));

    const [settings, entries, rows, people] = await Promise.all([
      this.dataSource.getRepository(ScheduleSettingsRow).findOneBy({ tournamentId }),
      this.dataSource.getRepository(ScheduleEntry).findBy({ tournamentId }),
      this.queries.execute<ListFixtureMatchesQuery, FixtureMatch[]>(new ListFixtureMatchesQuery(tournamentId)),
      this.entriesToKnow(tournamentId, viewer, draft),
    ]);
    const mine = new Set(
      people.filter((e) => viewer && e.userId === viewer.id && e.status !== 'withdrawn').map((e) => e.entryId),
    );
    const withdrawn = new Set(people.filter((e) => e.status === 'withdrawn').map((e) => e.entryId));
    const found = orRefuse(settings, draft ? conflict(M.noSettings) : notFound(M.notPublished));
    enforce(!draft && found.publishedAt === null ? notFound(M.notPublished) : null);
    const { timeZone } = found;
    const entriesByKey = new Map(entries.map((e) => [e.matchKey, e]));

    // Each placed match's playing day, read once; only the shown day's matches are built in full.
    const placed: Array<{ row: FixtureMatch; entry: ScheduleEntry; day: string }> = [];
    const unplaced: OrderOfPlayUnplaced[] = [];
    for (const row of rows) {
      const entry = entriesByKey.get(row.id);
      const start = draft ? entry?.draftStart : entry?.publishedStart;
      if (entry && start) placed.push({ row, entry, day: localParts(start.toISOString(), timeZone).date });
      // A match taken off by a withdrawal is listed with that reason although the walkover decided it.
      else if (draft && entry?.draftReason && entry.draftReasonKind && (row.winner === null || offByWithdrawal(row, withdrawn))) {
        const [side1, side2] = sideNames(row);
        unplaced.push({
          matchId: row.id,
          kind: entry.draftReasonKind,
          reason: entry.draftReason,
          division: row.division,
          matchType: row.matchType,
          round: row.round,
          side1,
          side2,
        });
      }
    }
    const days = [...new Set(placed.map((p) => p.day))].sort();
    const day = request.day ?? days[0] ?? null;
    const courtOrder = new Map(found.courts.map((c, i) => [c.name, i]));
    const matches = placed
      .filter((p) => p.day === day)
      .map((p) => orderOfPlayMatch(p.row, p.entry, request.view, timeZone, mine))
      .sort(
        (a, b) => Date.parse(a.start) - Date.parse(b.start) || (courtOrder.get(a.court) ?? 0) - (courtOrder.get(b.court) ?? 0),
      );

    return {
      tournamentId,
      tournamentName: tournament.name,
      view: request.view,
      timeZone,
      courts: found.courts.map((c) => c.name),
      days,
      day,
      publishedAt: found.publishedAt?.toISOString() ?? null,
      matches,
      unplaced,
      summary: draft ? found.draftSummary : null,
      flagged: draft ? flaggedPlacements(settingsOf(found), rows, people, entries, tournament) : [],
      calendarPath: found.publishedAt ? `/api/tournaments/${tournamentId}/schedule.ics` : null,
    };
  }

  /**
   * The entries the answer needs: the draft lists why withdrawn entries' matches left it (all entries, withdrawn ones
   * too); otherwise only the viewer's, to mark their matches. None for a signed-out published view.
   */
  private async entriesToKnow(tournamentId: number, viewer: Viewer | null, draft: boolean): Promise<TournamentEntryFacts[]> {
    if (!draft && !viewer) return [];
    const filter = draft || !viewer ? { withWithdrawn: true } : { userIds: [viewer.id] };
    return this.queries.execute<ListTournamentEntriesQuery, TournamentEntryFacts[]>(
      new ListTournamentEntriesQuery(tournamentId, filter),
    );
  }
}

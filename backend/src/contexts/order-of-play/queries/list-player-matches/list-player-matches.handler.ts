import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { matchSides, type Page } from '@rallypoint/shared';
import { readPage } from '../../../../platform/database/paging';
import {
  ListPlayerFixtureMatchesQuery,
  tournamentSummaries,
  type PlayerFixtureMatch,
  type TournamentSummary,
} from '../../../fixtures';
import { ListUserEntriesQuery, type TournamentEntryFacts } from '../../../tournaments';
import { inZone } from '../../domain/placements';
import { sideName } from '../../domain/schedule-input';
import { publishedPlacesOfMatches, type PublishedPlaceRow } from '../../persistence/schedule.sql';
import { ListPlayerMatchesQuery, type PlayerScheduledMatch } from './list-player-matches.query';

const UNKNOWN_TOURNAMENT: TournamentSummary = { name: 'Tournament', venue: '' };
const matchId = (tournamentId: number, key: string) => `${tournamentId}:${key}`;

/**
 * The account's entries, the fixtures' matches naming them (by entry id), then one statement: their published places
 * in published orders of play.
 */
@QueryHandler(ListPlayerMatchesQuery)
export class ListPlayerMatchesHandler implements IQueryHandler<ListPlayerMatchesQuery, Page<PlayerScheduledMatch>> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, from, page, unplayedOnly }: ListPlayerMatchesQuery): Promise<Page<PlayerScheduledMatch>> {
    const entries = await this.queries.execute<ListUserEntriesQuery, TournamentEntryFacts[]>(new ListUserEntriesQuery(userId));
    const mine = new Set(entries.map((e) => e.entryId));
    const drawn = await this.queries.execute<ListPlayerFixtureMatchesQuery, PlayerFixtureMatch[]>(
      new ListPlayerFixtureMatchesQuery(entries),
    );
    const matches = new Map(
      drawn.filter((m) => !unplayedOnly || m.winner === null).map((m) => [matchId(m.tournamentId, m.id), m]),
    );
    return readPage(
      page,
      async ({ limit, offset }) => {
        const rows = matches.size
          ? await publishedPlacesOfMatches(this.dataSource.manager, {
              tournamentIds: [...matches.values()].map((m) => m.tournamentId),
              matchKeys: [...matches.values()].map((m) => m.id),
              from,
              limit,
              offset,
            })
          : [];
        // The window count rides on the rows: a page past the end answers a total of 0, as it always has.
        return [rows, Number(rows[0]?.total ?? 0)];
      },
      async (rows) => {
        const tournaments = await tournamentSummaries(
          this.queries,
          rows.map((r) => r.tournament_id),
        );
        return rows.map((r) =>
          this.toMatch(
            r,
            matches.get(matchId(r.tournament_id, r.match_key))!,
            mine,
            tournaments.get(r.tournament_id) ?? UNKNOWN_TOURNAMENT,
          ),
        );
      },
    );
  }

  private toMatch(
    r: PublishedPlaceRow,
    match: PlayerFixtureMatch,
    entryIds: ReadonlySet<number>,
    tournament: TournamentSummary,
  ): PlayerScheduledMatch {
    const sides = matchSides(match);
    const mine = sides.findIndex((side) => side.some((p) => entryIds.has(p.id)));
    return {
      tournamentId: r.tournament_id,
      tournamentName: tournament.name,
      venue: tournament.venue,
      matchId: r.match_key,
      court: r.court,
      start: inZone(r.starts_at, r.time_zone),
      end: inZone(r.ends_at, r.time_zone),
      timeZone: r.time_zone,
      matchType: match.matchType,
      division: match.division,
      opponent: sideName(sides[mine === 1 ? 0 : 1]),
      sequence: r.sequence,
    };
  }
}

import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { participantName, type FixtureMatch, type MatchResultView } from '@rallypoint/shared';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock';
import { GetUserProfilesQuery, type UserProfile } from '../../identity';
import { ListFixtureMatchesQuery, tournamentNames } from '../../fixtures';
import { ListTournamentEntriesQuery, type TournamentEntryFacts } from '../../tournaments';
import { MatchResult } from './match-result.entity';
import { toMatchResultView, type SideNames } from './match-result.view';
import {
  ListResultRatingChangesQuery,
  type RatingChangeOfResult,
} from '../queries/list-result-rating-changes/list-result-rating-changes.query';

type Stage = { division: string; round: number };
const key = (tournamentId: number, id: number | string) => `${tournamentId}:${id}`;
const uniqueIds = (ids: ReadonlyArray<number | null>) => [...new Set(ids.filter((id): id is number => id !== null))];

/**
 * Results as their readers see them, read after a change commits: the tournament's name, both sides by their entries
 * (an account's profile stands in for a result older than entries), and the stage of the fixture match it names.
 * One read per tournament on the page for its entries and for its fixture matches, one for the accounts, and one of
 * the ratings for how the approved ones moved their players' ratings.
 */
@Injectable()
export class ResultViews {
  constructor(
    private readonly queries: QueryBus,
    private readonly clock: Clock,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async one(resultId: number): Promise<MatchResultView> {
    const result = await this.dataSource.getRepository(MatchResult).findOneByOrFail({ id: resultId });
    const [views] = await this.many([result]);
    return views;
  }

  async many(results: readonly MatchResult[]): Promise<MatchResultView[]> {
    const tournamentIds = [...new Set(results.map((r) => r.tournamentId))];
    const [names, entries, stages, profiles, ratingChanges] = await Promise.all([
      tournamentNames(this.queries, tournamentIds),
      this.entries(results, tournamentIds),
      this.stages(results, tournamentIds),
      this.queries.execute<GetUserProfilesQuery, UserProfile[]>(
        new GetUserProfilesQuery(uniqueIds(results.flatMap((r) => [r.playerId, r.opponentId]))),
      ),
      this.queries.execute<ListResultRatingChangesQuery, RatingChangeOfResult[]>(
        new ListResultRatingChangesQuery(results.filter((r) => r.status === 'approved').map((r) => r.id)),
      ),
    ]);
    const people = new Map(profiles.map((p) => [p.id, p]));
    const side = (tournamentId: number, entryId: number | null, accountId: number | null): SideNames | null => {
      const entry = entryId === null ? undefined : entries.get(key(tournamentId, entryId));
      const profile = accountId === null ? undefined : people.get(accountId);
      if (entry) return { name: entry.name, username: profile?.username ?? entry.username };
      return profile ? { name: participantName(profile), username: profile.username } : null;
    };
    const changes = new Map(ratingChanges.map((c) => [`${c.resultId}:${c.userId}`, { before: c.before, after: c.after }]));
    const changeOf = (result: MatchResult, userId: number | null) =>
      userId === null ? null : (changes.get(`${result.id}:${userId}`) ?? null);
    const now = this.clock.now();
    return results.map((result) => ({
      ...toMatchResultView(
        result,
        {
          tournamentName: names.get(result.tournamentId) ?? 'Unknown',
          player: side(result.tournamentId, result.playerEntryId, result.playerId),
          opponent: side(result.tournamentId, result.opponentEntryId, result.opponentId),
          stage: result.fixtureMatchKey === null ? null : (stages.get(key(result.tournamentId, result.fixtureMatchKey)) ?? null),
        },
        now,
      ),
      playerRatingChange: changeOf(result, result.playerId),
      opponentRatingChange: changeOf(result, result.opponentId),
    }));
  }

  /** Both sides' entries of each tournament's results (withdrawn ones too: their results stay). */
  private async entries(results: readonly MatchResult[], tournamentIds: number[]): Promise<Map<string, TournamentEntryFacts>> {
    const found = await Promise.all(
      tournamentIds.map((tournamentId) => {
        const ids = uniqueIds(
          results.filter((r) => r.tournamentId === tournamentId).flatMap((r) => [r.playerEntryId, r.opponentEntryId]),
        );
        return ids.length === 0
          ? []
          : this.queries.execute<ListTournamentEntriesQuery, TournamentEntryFacts[]>(
              new ListTournamentEntriesQuery(tournamentId, { ids, withWithdrawn: true }),
            );
      }),
    );
    return new Map(found.flat().map((entry) => [key(entry.tournamentId, entry.entryId), entry]));
  }

  /** The division and round of the fixture matches the results name, by tournament and match key: only those matches. */
  private async stages(results: readonly MatchResult[], tournamentIds: number[]): Promise<Map<string, Stage>> {
    const namedKeys = (tournamentId: number) => [
      ...new Set(
        results.flatMap((r) => (r.tournamentId === tournamentId && r.fixtureMatchKey !== null ? [r.fixtureMatchKey] : [])),
      ),
    ];
    const found = await Promise.all(
      tournamentIds.map(async (tournamentId) => {
        const keys = namedKeys(tournamentId);
        if (!keys.length) return [];
        const matches = await this.queries.execute<ListFixtureMatchesQuery, FixtureMatch[]>(
          new ListFixtureMatchesQuery(tournamentId, undefined, keys),
        );
        return matches.map((m) => [key(tournamentId, m.id), { division: m.division, round: m.round }] as const);
      }),
    );
    return new Map(found.flat());
  }
}

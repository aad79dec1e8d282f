import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MatchResultView } from '@rallypoint/shared';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock';
import { GetUserProfilesQuery, type UserProfile } from '../../identity';
import { MatchResult } from './match-result.entity';
import { toMatchResultView } from './match-result.view';
import { tournamentNames } from '../../fixtures';

/** Results as their readers see them, with the tournament's name and both players' names, read after a change commits. */
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
    const [names, profiles] = await Promise.all([
      tournamentNames(
        this.queries,
        results.map((r) => r.tournamentId),
      ),
      this.queries.execute<GetUserProfilesQuery, UserProfile[]>(
        new GetUserProfilesQuery([...new Set(results.flatMap((r) => [r.playerId, r.opponentId]))]),
      ),
    ]);
    const people = new Map(profiles.map((p) => [p.id, p]));
    const now = this.clock.now();
    return results.map((result) => toMatchResultView(result, names.get(result.tournamentId) ?? 'Unknown', people, now));
  }
}

import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { MATCH_TYPE_LABELS, type FixtureMatch, type MatchType } from '@rallypoint/shared';
import { DataSource } from 'typeorm';
import { fieldRefusal, refuse } from '../../../platform/rules';
import { ListFixtureMatchesQuery } from '../../fixtures';
import { ListTournamentEntriesQuery, type EntryFilter, type TournamentEntryFacts } from '../../tournaments';
import { pendingMatchKeys } from '../persistence/results.sql';
import { firstOpenMatch, openMatchesBetween } from './fixture-match-choice';
import { FIXTURE_MATCH_NOT_OPEN, fixtureMatchTypeDiffers } from './results.errors';

/** What a result is put in for: its two entries, its type, and the fixture match chosen (if one was). */
export interface ResultFor {
  tournamentId: number;
  playerEntryId: number;
  opponentEntryId: number;
  matchType: MatchType;
  fixtureMatchId?: string;
}

/**
 * The sides of results as the other contexts know them: the tournament's entries (asked of the tournaments context)
 * and the saved fixture matches between two of them (asked of the fixtures context).
 */
@Injectable()
export class ResultSides {
  constructor(
    private readonly queries: QueryBus,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  entries(tournamentId: number, filter: EntryFilter): Promise<TournamentEntryFacts[]> {
    return this.queries.execute<ListTournamentEntriesQuery, TournamentEntryFacts[]>(
      new ListTournamentEntriesQuery(tournamentId, filter),
    );
  }

  /** The open fixture matches between the two entries, in schedule order. */
  async openMatches(tournamentId: number, playerEntryId: number, opponentEntryId: number): Promise<FixtureMatch[]> {
    const matches = await this.queries.execute<ListFixtureMatchesQuery, FixtureMatch[]>(
      new ListFixtureMatchesQuery(tournamentId),
    );
    return openMatchesBetween(matches, playerEntryId, opponentEntryId);
  }

  /** Those of them no pending result names yet: what a new result may name. */
  async unclaimedMatches(tournamentId: number, playerEntryId: number, opponentEntryId: number): Promise<FixtureMatch[]> {
    const [between, claimed] = await this.matchesAndClaims(tournamentId, playerEntryId, opponentEntryId);
    return between.filter((match) => !claimed.has(match.id));
  }

  /**
   * The key of the fixture match a new result is for. A chosen one must be open, between the two entries (400 naming
   * `fixtureMatchId`) and of the result's type (400 naming `matchType`); without a choice, the first open match of
   * that type between them that no pending result names, or none (the result stands alone).
   */
  async fixtureMatchKey(result: ResultFor): Promise<string | null> {
    const { tournamentId, playerEntryId, opponentEntryId } = result;
    if (result.fixtureMatchId === undefined) {
      const [between, claimed] = await this.matchesAndClaims(tournamentId, playerEntryId, opponentEntryId);
      return firstOpenMatch(between, result.matchType, claimed)?.id ?? null;
    }
    const between = await this.openMatches(tournamentId, playerEntryId, opponentEntryId);
    const chosen = between.find((match) => match.id === result.fixtureMatchId);
    if (!chosen) refuse(fieldRefusal({ fixtureMatchId: [FIXTURE_MATCH_NOT_OPEN] }));
    if (chosen.matchType !== result.matchType)
      refuse(fieldRefusal({ matchType: [fixtureMatchTypeDiffers(MATCH_TYPE_LABELS[chosen.matchType])] }));
    return chosen.id;
  }

  private matchesAndClaims(tournamentId: number, playerEntryId: number, opponentEntryId: number) {
    return Promise.all([
      this.openMatches(tournamentId, playerEntryId, opponentEntryId),
      pendingMatchKeys(this.dataSource.manager, tournamentId),
    ]);
  }
}

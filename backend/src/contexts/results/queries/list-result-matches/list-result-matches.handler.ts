import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { RESULT_MESSAGES, type ResultMatchOption } from '@rallypoint/shared';
import { enforce, fieldRefusal, forbidden, refuse } from '../../../../platform/rules';
import { fixtureViewingRefusal, loadTournament } from '../../../fixtures';
import { ResultSides } from '../../domain/result-sides';
import { NOT_A_PARTICIPANT, ONLY_OWN_MATCHES } from '../../domain/results.errors';
import { resultReviewRefusal } from '../../domain/rules/result-review.rule';
import { ListResultMatchesQuery } from './list-result-matches.query';

@QueryHandler(ListResultMatchesQuery)
export class ListResultMatchesHandler implements IQueryHandler<ListResultMatchesQuery, ResultMatchOption[]> {
  constructor(
    private readonly queries: QueryBus,
    private readonly sides: ResultSides,
  ) {}

  async execute({ tournamentId, viewer, filter }: ListResultMatchesQuery): Promise<ResultMatchOption[]> {
    const tournament = await loadTournament(this.queries, tournamentId);
    enforce(fixtureViewingRefusal(viewer, tournament));
    const playerEntryId = await this.playerEntry(
      tournamentId,
      resultReviewRefusal(viewer, tournament) === null,
      viewer.id,
      filter,
    );
    const matches = await this.sides.unclaimedMatches(tournamentId, playerEntryId, filter.opponentEntryId);
    return matches.map((match) => ({
      fixtureMatchId: match.id,
      matchType: match.matchType,
      division: match.division,
      round: match.round,
      scheduledTime: match.scheduledTime ?? null,
      court: match.court ?? null,
    }));
  }

  /** Whose matches: any entry for who reviews the tournament's results, else the caller's own entry (403 without one). */
  private async playerEntry(
    tournamentId: number,
    reviews: boolean,
    viewerId: number,
    filter: ListResultMatchesQuery['filter'],
  ): Promise<number> {
    if (reviews && filter.playerEntryId !== undefined) return filter.playerEntryId;
    const [own] = await this.sides.entries(tournamentId, { userIds: [viewerId] });
    if (!own) {
      if (reviews) refuse(fieldRefusal({ playerEntryId: [RESULT_MESSAGES.playerName] }));
      refuse(forbidden(NOT_A_PARTICIPANT));
    }
    if (filter.playerEntryId !== undefined && filter.playerEntryId !== own.entryId) refuse(forbidden(ONLY_OWN_MATCHES));
    return own.entryId;
  }
}

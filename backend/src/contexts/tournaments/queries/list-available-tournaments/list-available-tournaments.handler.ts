import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AvailableTournament, Page } from '@rallypoint/shared';
import { Clock } from '../../../../platform/clock';
import { readPage } from '../../../../platform/database/paging';
import { toTournamentDetail } from '../read-model/tournament-view';
import { type AvailableTournamentRow, availableTournamentsSql } from '../../persistence/tournament-lists.sql';
import { TournamentViews } from '../read-model/tournament-views';
import { toWaitlistStanding } from '../read-model/waitlist-standing';
import { ListAvailableTournamentsQuery } from './list-available-tournaments.query';

@QueryHandler(ListAvailableTournamentsQuery)
export class ListAvailableTournamentsHandler implements IQueryHandler<ListAvailableTournamentsQuery, Page<AvailableTournament>> {
  constructor(
    private readonly views: TournamentViews,
    private readonly clock: Clock,
  ) {}

  async execute({ viewerId, filter }: ListAvailableTournamentsQuery): Promise<Page<AvailableTournament>> {
    return readPage(
      filter,
      ({ limit, offset }) => {
        const { page, count } = availableTournamentsSql(filter, this.clock.today(), viewerId, limit, offset);
        return Promise.all([
          this.views.rows<AvailableTournamentRow>(page.afterFrom, page.params, page.extraColumns),
          count === 'every approved tournament' ? this.views.approvedCount() : this.views.count(count.afterFrom, count.params),
        ]);
      },
      // Added to the detail literal, not spread into a new one (tournament-view.ts).
      async (rows) =>
        (await this.views.withOrganizerNames(rows)).map((row) =>
          Object.assign(toTournamentDetail(row), toWaitlistStanding(row), { isEnrolled: row.isEnrolled }),
        ),
    );
  }
}

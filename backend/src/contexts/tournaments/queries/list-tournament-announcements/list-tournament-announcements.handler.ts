import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Page, TournamentAnnouncement as AnnouncementView } from '@rallypoint/shared';
import { readPage } from '../../../../platform/database/paging';
import { enforce, notFound, orRefuse } from '../../../../platform/rules';
import { viewRefusal } from '../../domain/rules/tournament-access.rule';
import { TournamentAnnouncement } from '../../domain/tournament-announcement.entity';
import { TOURNAMENT_NOT_FOUND } from '../../domain/tournament.errors';
import { Tournament } from '../../domain/tournament.entity';
import { ListTournamentAnnouncementsQuery } from './list-tournament-announcements.query';

/** Newest first on (tournament_id, posted_at DESC, id DESC), the TournamentAnnouncements migration's index. */
@QueryHandler(ListTournamentAnnouncementsQuery)
export class ListTournamentAnnouncementsHandler implements IQueryHandler<
  ListTournamentAnnouncementsQuery,
  Page<AnnouncementView>
> {
  constructor(
    @InjectRepository(Tournament) private readonly tournaments: Repository<Tournament>,
    @InjectRepository(TournamentAnnouncement) private readonly announcements: Repository<TournamentAnnouncement>,
  ) {}

  async execute({ tournamentId, viewer, page }: ListTournamentAnnouncementsQuery): Promise<Page<AnnouncementView>> {
    const tournament = orRefuse(
      await this.tournaments.findOne({ where: { id: tournamentId }, select: { id: true, status: true, organizerId: true } }),
      notFound(TOURNAMENT_NOT_FOUND),
    );
    enforce(viewRefusal(tournament, viewer));
    return readPage(
      page,
      ({ limit, offset }) =>
        this.announcements.findAndCount({
          where: { tournamentId },
          order: { postedAt: 'DESC', id: 'DESC' },
          take: limit,
          skip: offset,
        }),
      async (rows) => {
        const items = rows.map((row) => ({
          id: row.id,
          tournamentId: row.tournamentId,
          title: row.title,
          message: row.message,
          postedBy: row.postedByName,
          postedAt: row.postedAt.toISOString(),
        }));
        return items;
      },
    );
  }
}

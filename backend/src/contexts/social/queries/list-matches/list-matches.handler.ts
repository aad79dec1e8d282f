import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Match, MatchPage } from '@rallypoint/shared';
import { In, Repository } from 'typeorm';
import { readPage } from '../../../../platform/database/paging';
import { Clock } from '../../../../platform/clock';
import { MatchEvent } from '../../domain/match-event.entity';
import { matchPage } from '../../persistence/social.sql';
import { PeopleDirectory } from '../read-model/people-directory';
import { ListMatchesQuery } from './list-matches.query';

@QueryHandler(ListMatchesQuery)
export class ListMatchesHandler implements IQueryHandler<ListMatchesQuery, MatchPage> {
  constructor(
    @InjectRepository(MatchEvent) private readonly matches: Repository<MatchEvent>,
    private readonly people: PeopleDirectory,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, filter }: ListMatchesQuery): Promise<MatchPage> {
    // The statement that pages the matches also counts those awaiting the caller's answer.
    let awaiting = 0;
    const page = await readPage(
      filter,
      async ({ limit, offset }) => {
        const found = await matchPage(this.matches.manager, {
          userId,
          side: filter.side,
          order: filter.order,
          today: this.clock.today(),
          wallTime: this.clock.wallTime(),
          limit,
          offset,
        });
        awaiting = found.awaiting;
        return [found.ids, found.total];
      },
      (ids) => this.toMatches(ids, userId),
    );
    return { ...page, awaitingAnswerCount: awaiting };
  }

  private async toMatches(ids: number[], userId: number): Promise<Match[]> {
    const rows = ids.length ? await this.matches.findBy({ id: In(ids) }) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = ids.map((id) => byId.get(id)!);
    const person = await this.people.refs(ordered.flatMap((row) => [row.playerId, row.opponentId]));
    return ordered.map((row): Match => ({
      id: row.id,
      title: row.title,
      matchType: row.type,
      sport: row.sport,
      tournamentId: row.tournamentId,
      proposedDate: row.date,
      proposedTime: row.time.slice(0, 5),
      duration: row.duration,
      venue: row.venue,
      message: row.notes,
      status: row.status,
      response: row.response,
      respondedAt: row.respondedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      proposer: person(row.playerId),
      opponent: person(row.opponentId),
      direction: row.playerId === userId ? 'sent' : 'received',
    }));
  }
}

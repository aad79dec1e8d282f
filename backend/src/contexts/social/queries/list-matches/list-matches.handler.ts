import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Match, MatchPage } from '@rallypoint/shared';
import { In, Repository } from 'typeorm';
import { pageWindow, toPage } from '../../../../platform/database/paging';
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
    const { limit, offset } = pageWindow(filter);
    const { ids, total, awaiting } = await matchPage(this.matches.manager, {
      userId,
      side: filter.side,
      order: filter.order,
      today: this.clock.today(),
      wallTime: this.clock.wallTime(),
      limit,
      offset,
    });
    const rows = ids.length ? await this.matches.findBy({ id: In(ids) }) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = ids.map((id) => byId.get(id)!);
    const person = await this.people.refs(ordered.flatMap((row) => [row.playerId, row.opponentId]));
    const items = ordered.map((row): Match => ({
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
    return { ...toPage(items, total, filter), awaitingAnswerCount: awaiting };
  }
}

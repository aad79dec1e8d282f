import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Match, MatchOrder, MatchPage, MatchSide } from '@rallypoint/shared';
import { In, Repository } from 'typeorm';
import { pageWindow, toPage } from '../../../../platform/database/paging';
import { Clock } from '../../../../platform/clock';
import { MatchEvent } from '../../domain/match-event.entity';
import { PeopleDirectory } from '../read-model/people-directory';
import { ListMatchesQuery } from './list-matches.query';

const SIDE_FILTER: Record<MatchSide, string> = {
  all: '(player_id = $1 OR opponent_id = $1)',
  received: 'opponent_id = $1',
  sent: 'player_id = $1',
};

/**
 * Still awaiting the caller's ($1) answer: they are the invitee, it is pending and its day (`today`, the parameter
 * holding the server's calendar day) has not passed, as `answerRefusal` decides. Served by events_awaiting_answer_idx.
 */
const awaitingAnswer = (today: string) => `opponent_id = $1 AND response = 'pending' AND date >= ${today}`;

/** What goes before the documented order (upcoming first in start order, then past ones most recent first, ties by id). */
const ORDER_LEAD: Record<MatchOrder, string> = {
  upcoming: '',
  unanswered_first: `(${awaitingAnswer('$5')}) DESC,`,
};

@QueryHandler(ListMatchesQuery)
export class ListMatchesHandler implements IQueryHandler<ListMatchesQuery, MatchPage> {
  constructor(
    @InjectRepository(MatchEvent) private readonly matches: Repository<MatchEvent>,
    private readonly people: PeopleDirectory,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, filter }: ListMatchesQuery): Promise<MatchPage> {
    const where = SIDE_FILTER[filter.side];
    const lead = ORDER_LEAD[filter.order];
    const { limit, offset } = pageWindow(filter);
    const today = this.clock.today();
    const [idRows, [{ total }], [{ awaiting }]] = await Promise.all([
      this.matches.query(
        `SELECT id FROM events WHERE ${where}
          ORDER BY ${lead}
                   (ends_at <= $2) ASC,
                   CASE WHEN ends_at > $2 THEN starts_at END ASC,
                   starts_at DESC, id ASC
          LIMIT $3 OFFSET $4`,
        [userId, this.clock.wallTime(), limit, offset, ...(lead ? [today] : [])],
      ) as Promise<Array<{ id: number }>>,
      this.matches.query(`SELECT count(*)::int AS total FROM events WHERE ${where}`, [userId]) as Promise<[{ total: number }]>,
      // Whatever side was asked for, like the messages' unread count.
      this.matches.query(`SELECT count(*)::int AS awaiting FROM events WHERE ${awaitingAnswer('$2')}`, [
        userId,
        today,
      ]) as Promise<[{ awaiting: number }]>,
    ]);
    const ids = idRows.map((row) => row.id);
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

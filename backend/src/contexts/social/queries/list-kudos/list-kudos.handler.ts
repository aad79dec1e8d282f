import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Kudos, KudosPage } from '@rallypoint/shared';
import { IsNull, Repository } from 'typeorm';
import { readPage } from '../../../../platform/database/paging';
import { KudosRow } from '../../domain/kudos.entity';
import { kudosPage } from '../../persistence/inbox.sql';
import { PeopleDirectory } from '../read-model/people-directory';
import { ListKudosQuery } from './list-kudos.query';

@QueryHandler(ListKudosQuery)
export class ListKudosHandler implements IQueryHandler<ListKudosQuery, KudosPage> {
  constructor(
    @InjectRepository(KudosRow) private readonly kudos: Repository<KudosRow>,
    private readonly people: PeopleDirectory,
  ) {}

  async execute({ userId, page }: ListKudosQuery): Promise<KudosPage> {
    // The order is kudos_inbox_idx's: (recipient_id, (read_at IS NULL) DESC, created_at DESC, id DESC).
    const [list, unreadCount] = await Promise.all([
      readPage(
        page,
        (window) => kudosPage(this.kudos.manager, userId, window),
        (rows) => this.toKudos(rows),
      ),
      this.kudos.countBy({ recipientId: userId, readAt: IsNull() }),
    ]);
    return { ...list, unreadCount };
  }

  private async toKudos(rows: KudosRow[]): Promise<Kudos[]> {
    const person = await this.people.refs(rows.map((row) => row.senderId));
    return rows.map((row): Kudos => ({
      id: row.id,
      message: row.message,
      sender: person(row.senderId),
      isRead: row.readAt !== null,
      readAt: row.readAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}

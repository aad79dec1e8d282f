import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Kudos, KudosPage } from '@rallypoint/shared';
import { IsNull, Repository } from 'typeorm';
import { pageWindow, toPage } from '../../../../platform/database/paging';
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
    const [[rows, total], unreadCount] = await Promise.all([
      kudosPage(this.kudos.manager, userId, pageWindow(page)),
      this.kudos.countBy({ recipientId: userId, readAt: IsNull() }),
    ]);
    const person = await this.people.refs(rows.map((row) => row.senderId));
    const items = rows.map((row): Kudos => ({
      id: row.id,
      message: row.message,
      sender: person(row.senderId),
      isRead: row.readAt !== null,
      readAt: row.readAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
    return { ...toPage(items, total, page), unreadCount };
  }
}

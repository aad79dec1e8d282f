import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { PlayerUpdatePage } from '@rallypoint/shared';
import { IsNull, Repository } from 'typeorm';
import { readPage } from '../../../../platform/database/paging';
import { PlayerUpdateRow } from '../../domain/updates/player-update.entity';
import { ListUpdatesQuery } from './list-updates.query';

/** Newest first (user_updates_user_created_idx), with the unread count for the badge. */
@QueryHandler(ListUpdatesQuery)
export class ListUpdatesHandler implements IQueryHandler<ListUpdatesQuery, PlayerUpdatePage> {
  constructor(@InjectRepository(PlayerUpdateRow) private readonly updates: Repository<PlayerUpdateRow>) {}

  async execute({ userId, page }: ListUpdatesQuery): Promise<PlayerUpdatePage> {
    const [list, unreadCount] = await Promise.all([
      readPage(
        page,
        ({ limit, offset }) =>
          this.updates.findAndCount({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit, skip: offset }),
        (rows) => rows.map(toUpdate),
      ),
      this.updates.countBy({ userId, readAt: IsNull() }),
    ]);
    return { ...list, unreadCount };
  }
}

function toUpdate(row: PlayerUpdateRow): PlayerUpdatePage['items'][number] {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    isRead: row.readAt !== null,
  };
}

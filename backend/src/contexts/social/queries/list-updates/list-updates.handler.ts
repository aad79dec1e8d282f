import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { PlayerUpdatePage } from '@rallypoint/shared';
import { IsNull, Repository } from 'typeorm';
import { pageWindow, toPage } from '../../../../platform/database/paging';
import { PlayerUpdateRow } from '../../domain/updates/player-update.entity';
import { ListUpdatesQuery } from './list-updates.query';

/** Newest first (user_updates_user_created_idx), with the unread count for the badge. */
@QueryHandler(ListUpdatesQuery)
export class ListUpdatesHandler implements IQueryHandler<ListUpdatesQuery, PlayerUpdatePage> {
  constructor(@InjectRepository(PlayerUpdateRow) private readonly updates: Repository<PlayerUpdateRow>) {}

  async execute({ userId, page }: ListUpdatesQuery): Promise<PlayerUpdatePage> {
    const { limit, offset } = pageWindow(page);
    const [[rows, total], unreadCount] = await Promise.all([
      this.updates.findAndCount({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit, skip: offset }),
      this.updates.countBy({ userId, readAt: IsNull() }),
    ]);
    const items = rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      isRead: row.readAt !== null,
    }));
    return { ...toPage(items, total, page), unreadCount };
  }
}

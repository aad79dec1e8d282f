import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { DirectMessage, MessagePage } from '@rallypoint/shared';
import { IsNull, Repository } from 'typeorm';
import { pageWindow, toPage } from '../../../../platform/database/paging';
import { DirectMessageRow } from '../../domain/direct-message.entity';
import { PeopleDirectory } from '../read-model/people-directory';
import { ListMessagesQuery } from './list-messages.query';

@QueryHandler(ListMessagesQuery)
export class ListMessagesHandler implements IQueryHandler<ListMessagesQuery, MessagePage> {
  constructor(
    @InjectRepository(DirectMessageRow) private readonly messages: Repository<DirectMessageRow>,
    private readonly people: PeopleDirectory,
  ) {}

  async execute({ userId, filter }: ListMessagesQuery): Promise<MessagePage> {
    const received = filter.box === 'received';
    const query = this.messages
      .createQueryBuilder('m')
      .where(received ? 'm.recipientId = :userId' : 'm.senderId = :userId', { userId });
    if (received) query.orderBy('m.readAt IS NULL', 'DESC').addOrderBy('m.createdAt', 'DESC');
    else query.orderBy('m.createdAt', 'DESC');
    const { limit, offset } = pageWindow(filter);
    const [[rows, total], unreadCount] = await Promise.all([
      query.addOrderBy('m.id', 'DESC').limit(limit).offset(offset).getManyAndCount(),
      this.messages.countBy({ recipientId: userId, readAt: IsNull() }),
    ]);
    const person = await this.people.refs(rows.flatMap((row) => [row.senderId, row.recipientId]));
    const items = rows.map((row): DirectMessage => ({
      id: row.id,
      subject: row.subject,
      message: row.body,
      sender: person(row.senderId),
      recipient: person(row.recipientId),
      isRead: row.readAt !== null,
      readAt: row.readAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
    return { ...toPage(items, total, filter), unreadCount };
  }
}

import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { DirectMessage, MessagePage } from '@rallypoint/shared';
import { IsNull, Repository } from 'typeorm';
import { pageWindow, toPage } from '../../../../platform/database/paging';
import { DirectMessageRow } from '../../domain/direct-message.entity';
import { messagePage } from '../../persistence/inbox.sql';
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
    const [[rows, total], unreadCount] = await Promise.all([
      messagePage(this.messages.manager, userId, received, pageWindow(filter)),
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

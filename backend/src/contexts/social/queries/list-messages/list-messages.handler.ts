import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { DirectMessage, MessagePage } from '@rallypoint/shared';
import { IsNull, Repository } from 'typeorm';
import { readPage } from '../../../../platform/database/paging';
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
    const [page, unreadCount] = await Promise.all([
      readPage(
        filter,
        (window) => messagePage(this.messages.manager, userId, received, window),
        (rows) => this.toMessages(rows),
      ),
      this.messages.countBy({ recipientId: userId, readAt: IsNull() }),
    ]);
    return { ...page, unreadCount };
  }

  private async toMessages(rows: DirectMessageRow[]): Promise<DirectMessage[]> {
    const person = await this.people.refs(rows.flatMap((row) => [row.senderId, row.recipientId]));
    return rows.map((row): DirectMessage => ({
      id: row.id,
      subject: row.subject,
      message: row.body,
      sender: person(row.senderId),
      recipient: person(row.recipientId),
      isRead: row.readAt !== null,
      readAt: row.readAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}

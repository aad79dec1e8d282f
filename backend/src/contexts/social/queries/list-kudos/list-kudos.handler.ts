import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Kudos, Page } from '@rallypoint/shared';
import { Repository } from 'typeorm';
import { pageWindow, toPage } from '../../../../platform/database/paging';
import { KudosRow } from '../../domain/kudos.entity';
import { PeopleDirectory } from '../read-model/people-directory';
import { ListKudosQuery } from './list-kudos.query';

@QueryHandler(ListKudosQuery)
export class ListKudosHandler implements IQueryHandler<ListKudosQuery, Page<Kudos>> {
  constructor(
    @InjectRepository(KudosRow) private readonly kudos: Repository<KudosRow>,
    private readonly people: PeopleDirectory,
  ) {}

  async execute({ userId, page }: ListKudosQuery): Promise<Page<Kudos>> {
    const { limit, offset } = pageWindow(page);
    const [rows, total] = await this.kudos.findAndCount({
      where: { recipientId: userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
      skip: offset,
    });
    const person = await this.people.refs(rows.map((row) => row.senderId));
    const items = rows.map((row): Kudos => ({ id: row.id, message: row.message, sender: person(row.senderId), createdAt: row.createdAt.toISOString() }));
    return toPage(items, total, page);
  }
}

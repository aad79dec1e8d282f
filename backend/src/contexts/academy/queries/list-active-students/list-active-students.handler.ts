import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { ActiveStudent, Page } from '@rallypoint/shared';
import { DataSource } from 'typeorm';
import { PageUsersByNameQuery, type UserContact } from '../../../identity';
import { activeMemberIds } from '../../persistence/academy.sql';
import { ListActiveStudentsQuery } from './list-active-students.query';

/**
 * Who is an active student is the academy's to say; their names and e-mails, the search over them and the order by
 * name are identity's (docs/decisions/0001): one page of the active members asked for by id.
 */
@QueryHandler(ListActiveStudentsQuery)
export class ListActiveStudentsHandler implements IQueryHandler<ListActiveStudentsQuery, Page<ActiveStudent>> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  async execute({ page, search }: ListActiveStudentsQuery): Promise<Page<ActiveStudent>> {
    const students = await activeMemberIds(this.dataSource.manager);
    return this.queries.execute<PageUsersByNameQuery, Page<UserContact>>(new PageUsersByNameQuery(students, page, search));
  }
}

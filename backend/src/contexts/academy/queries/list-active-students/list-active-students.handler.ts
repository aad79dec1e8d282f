import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ActiveStudent, Page } from '@rallypoint/shared';
import { DataSource } from 'typeorm';
import { containsPattern, pageWindow, toPage } from '../../../../platform/database/paging';
import { activeStudentRows, countActiveStudents } from '../../persistence/academy.sql';
import { ListActiveStudentsQuery } from './list-active-students.query';

@QueryHandler(ListActiveStudentsQuery)
export class ListActiveStudentsHandler implements IQueryHandler<ListActiveStudentsQuery, Page<ActiveStudent>> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ page, search }: ListActiveStudentsQuery): Promise<Page<ActiveStudent>> {
    const { limit, offset } = pageWindow(page);
    const pattern = search ? containsPattern(search) : null;
    const rows = await activeStudentRows(this.dataSource.manager, pattern, limit, offset);
    // A page past the end has no rows to carry the total: only then is it counted on its own.
    const total = rows.length ? rows[0].total : await countActiveStudents(this.dataSource.manager, pattern);
    return toPage(
      rows.map(({ total: _total, ...student }) => student),
      total,
      page,
    );
  }
}

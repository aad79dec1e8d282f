import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ActiveStudent, Page } from '@rallypoint/shared';
import { DataSource } from 'typeorm';
import { containsPattern, pageWindow, toPage } from '../../../../platform/database/paging';
import { ListActiveStudentsQuery } from './list-active-students.query';

/**
 * The active students with their profile fields in one read: identity's users table (names, username, e-mail),
 * read here and never written, narrowed to those with an active membership, then searched, ordered and paged in SQL.
 */
const ACTIVE_STUDENTS = `FROM users u
  WHERE EXISTS (SELECT 1 FROM academy_members m WHERE m.user_id = u.id AND m.status = 'active')
    AND ($1::text IS NULL OR u.first_name ILIKE $1 OR u.last_name ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1
      OR u.username ILIKE $1 OR u.email ILIKE $1)`;

@QueryHandler(ListActiveStudentsQuery)
export class ListActiveStudentsHandler implements IQueryHandler<ListActiveStudentsQuery, Page<ActiveStudent>> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ page, search }: ListActiveStudentsQuery): Promise<Page<ActiveStudent>> {
    const { limit, offset } = pageWindow(page);
    const pattern = search ? containsPattern(search) : null;
    const rows: Array<ActiveStudent & { total: number }> = await this.dataSource.query(
      `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.username, u.email, count(*) OVER ()::int AS total
       ${ACTIVE_STUDENTS}
       ORDER BY lower(u.first_name), lower(u.last_name), u.id
       LIMIT $2 OFFSET $3`,
      [pattern, limit, offset],
    );
    // A page past the end has no rows to carry the total: only then is it counted on its own.
    const total = rows.length ? rows[0].total : await this.count(pattern);
    return toPage(
      rows.map(({ total: _total, ...student }) => student),
      total,
      page,
    );
  }

  private async count(pattern: string | null): Promise<number> {
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total ${ACTIVE_STUDENTS}`,
      [pattern],
    );
    return total;
  }
}

import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Page, StudentAnnouncement } from '@rallypoint/shared';
import { pageWindow, toPage } from '../../../../platform/database/paging';
import { StudentRoster } from '../../domain/student-roster';
import { ListStudentAnnouncementsQuery } from './list-student-announcements.query';

/** Announcements to this student or to every student, newest first, each with this student's read state. */
@QueryHandler(ListStudentAnnouncementsQuery)
export class ListStudentAnnouncementsHandler implements IQueryHandler<ListStudentAnnouncementsQuery, Page<StudentAnnouncement>> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly roster: StudentRoster,
  ) {}

  async execute({ studentId, page }: ListStudentAnnouncementsQuery): Promise<Page<StudentAnnouncement>> {
    await this.roster.ensureActiveStudent(studentId);
    const { limit, offset } = pageWindow(page);
    const rows: Array<StudentAnnouncement & { total: string }> = await this.dataSource.query(
      `SELECT a.id, a.title, a.message AS content, a.created_at AS date, a.type, a.priority,
              (r.student_id IS NOT NULL) AS "isRead", (a.student_id IS NOT NULL) AS targeted,
              count(*) OVER () AS total
         FROM student_announcements a
         LEFT JOIN student_announcement_reads r ON r.announcement_id = a.id AND r.student_id = $1
        WHERE a.student_id = $1 OR a.student_id IS NULL
        ORDER BY a.created_at DESC, a.id DESC
        LIMIT $2 OFFSET $3`,
      [studentId, limit, offset],
    );
    const total = rows.length ? Number(rows[0].total) : await this.count(studentId);
    return toPage(
      rows.map(({ total: _total, ...row }) => ({
        ...row,
        date: new Date(row.date).toISOString(),
      })),
      total,
      page,
    );
  }

  /** Only for a page past the end, where the window count has no row to ride on. */
  private async count(studentId: number): Promise<number> {
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*) FROM student_announcements WHERE student_id = $1 OR student_id IS NULL`,
      [studentId],
    );
    return Number(count);
  }
}

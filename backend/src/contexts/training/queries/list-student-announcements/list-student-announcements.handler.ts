import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Page, StudentAnnouncement } from '@rallypoint/shared';
import { pageWindow, toPage } from '../../../../platform/database/paging';
import { StudentRoster } from '../../domain/student-roster';
import { countStudentAnnouncements, studentAnnouncementRows } from '../../persistence/training.sql';
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
    const rows = await studentAnnouncementRows(this.dataSource.manager, studentId, limit, offset);
    // Counted on its own only for a page past the end, where the window count has no row to ride on.
    const total = rows.length ? Number(rows[0].total) : await countStudentAnnouncements(this.dataSource.manager, studentId);
    return toPage(
      rows.map(({ total: _total, ...row }) => ({
        ...row,
        date: new Date(row.date).toISOString(),
      })),
      total,
      page,
    );
  }
}

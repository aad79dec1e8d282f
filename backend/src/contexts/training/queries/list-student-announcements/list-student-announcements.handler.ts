import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Page, StudentAnnouncement } from '@rallypoint/shared';
import { readPage, windowTotal } from '../../../../platform/database/paging';
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
    const manager = this.dataSource.manager;
    return readPage(
      page,
      async ({ limit, offset }) => {
        const rows = await studentAnnouncementRows(manager, studentId, limit, offset);
        return [rows, await windowTotal(rows, () => countStudentAnnouncements(manager, studentId))];
      },
      (rows) => rows.map(({ total: _total, ...row }) => ({ ...row, date: new Date(row.date).toISOString() })),
    );
  }
}

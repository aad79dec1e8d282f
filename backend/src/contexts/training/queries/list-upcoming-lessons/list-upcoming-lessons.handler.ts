import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UPCOMING_LESSONS_LIMIT, type UpcomingLesson } from '@rallypoint/shared';
import { Clock } from '../../../../platform/clock';
import { StudentRoster } from '../../domain/student-roster';
import { ListUpcomingLessonsQuery } from './list-upcoming-lessons.query';

/** The next lessons still to come, soonest first, at most five (spec §9), in the server's calendar and clock. */
@QueryHandler(ListUpcomingLessonsQuery)
export class ListUpcomingLessonsHandler implements IQueryHandler<ListUpcomingLessonsQuery, UpcomingLesson[]> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly roster: StudentRoster,
    private readonly clock: Clock,
  ) {}

  async execute({ studentId }: ListUpcomingLessonsQuery): Promise<UpcomingLesson[]> {
    await this.roster.ensureActiveStudent(studentId);
    return this.dataSource.query(
      `SELECT id, title, instructor, to_char(date, 'YYYY-MM-DD') AS date, time, type, status, notes
         FROM student_schedules
        WHERE student_id = $1 AND status <> 'cancelled' AND date + time::time >= $3::timestamp
        ORDER BY date, time, id
        LIMIT $2`,
      [studentId, UPCOMING_LESSONS_LIMIT, this.clock.wallTime()],
    );
  }
}

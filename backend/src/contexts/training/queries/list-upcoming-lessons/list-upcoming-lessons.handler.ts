import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UPCOMING_LESSONS_LIMIT, type UpcomingLesson } from '@rallypoint/shared';
import { Clock } from '../../../../platform/clock';
import { StudentRoster } from '../../domain/student-roster';
import { upcomingLessons } from '../../persistence/training.sql';
import { ListUpcomingLessonsQuery } from './list-upcoming-lessons.query';

/** The next lessons still to come, soonest first, at most five (UPCOMING_LESSONS_LIMIT), in the server's calendar and clock. */
@QueryHandler(ListUpcomingLessonsQuery)
export class ListUpcomingLessonsHandler implements IQueryHandler<ListUpcomingLessonsQuery, UpcomingLesson[]> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly roster: StudentRoster,
    private readonly clock: Clock,
  ) {}

  async execute({ studentId }: ListUpcomingLessonsQuery): Promise<UpcomingLesson[]> {
    await this.roster.ensureActiveStudent(studentId);
    return upcomingLessons(this.dataSource.manager, studentId, UPCOMING_LESSONS_LIMIT, this.clock.wallTime());
  }
}

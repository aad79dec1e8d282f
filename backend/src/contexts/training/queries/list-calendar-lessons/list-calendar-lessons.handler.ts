import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThanOrEqual, Not } from 'typeorm';
import { StudentLesson } from '../../domain/student-lesson.entity';
import { ListCalendarLessonsQuery, type CalendarLesson } from './list-calendar-lessons.query';

const MAX_LESSONS = 500;

@QueryHandler(ListCalendarLessonsQuery)
export class ListCalendarLessonsHandler implements IQueryHandler<ListCalendarLessonsQuery, CalendarLesson[]> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ studentId, since }: ListCalendarLessonsQuery): Promise<CalendarLesson[]> {
    const lessons = await this.dataSource.getRepository(StudentLesson).find({
      where: { studentId, status: Not('cancelled'), date: MoreThanOrEqual(since) },
      order: { date: 'ASC', time: 'ASC', id: 'ASC' },
      take: MAX_LESSONS,
    });
    return lessons.map(({ id, title, type, date, time, duration, instructor, court, notes }) => ({
      id,
      title,
      type,
      date,
      time,
      duration,
      instructor,
      court,
      notes,
    }));
  }
}

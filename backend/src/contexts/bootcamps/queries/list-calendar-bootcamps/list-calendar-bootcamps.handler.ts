import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { clockTime } from '../../domain/calendar';
import { calendarBootcampRows } from '../../persistence/registrations.sql';
import { BootcampViews } from '../read-model/bootcamp-views';
import { ListCalendarBootcampsQuery, type CalendarBootcamp } from './list-calendar-bootcamps.query';

const MAX_BOOTCAMPS = 200;

@QueryHandler(ListCalendarBootcampsQuery)
export class ListCalendarBootcampsHandler implements IQueryHandler<ListCalendarBootcampsQuery, CalendarBootcamp[]> {
  constructor(private readonly views: BootcampViews) {}

  async execute({ userId, since }: ListCalendarBootcampsQuery): Promise<CalendarBootcamp[]> {
    const rows = await calendarBootcampRows(this.views.registrations.manager, userId, since, MAX_BOOTCAMPS);
    return rows.map((row) => ({ ...row, startTime: clockTime(row.startTime), endTime: clockTime(row.endTime) }));
  }
}

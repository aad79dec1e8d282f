import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Bootcamp } from '../../domain/bootcamp.entity';
import { clockTime } from '../../domain/calendar';
import { BootcampViews } from '../read-model/bootcamp-views';
import { ListCalendarBootcampsQuery, type CalendarBootcamp } from './list-calendar-bootcamps.query';

const MAX_BOOTCAMPS = 200;

@QueryHandler(ListCalendarBootcampsQuery)
export class ListCalendarBootcampsHandler implements IQueryHandler<ListCalendarBootcampsQuery, CalendarBootcamp[]> {
  constructor(private readonly views: BootcampViews) {}

  async execute({ userId, since }: ListCalendarBootcampsQuery): Promise<CalendarBootcamp[]> {
    const rows = await this.views.registrations
      .createQueryBuilder('r')
      .innerJoin(Bootcamp, 'b', 'b.id = r.bootcamp_id')
      .select(['b.id AS id', 'b.title AS title', 'b.type AS type', 'b.venue AS venue', 'b.venue_address AS "venueAddress"'])
      .addSelect(`to_char(b.start_date, 'YYYY-MM-DD')`, 'startDate')
      .addSelect(`to_char(b.end_date, 'YYYY-MM-DD')`, 'endDate')
      .addSelect('b.start_time', 'startTime')
      .addSelect('b.end_time', 'endTime')
      .where('r.user_id = :userId', { userId })
      .andWhere('b.end_date >= :since', { since })
      .orderBy('b.start_date', 'ASC')
      .addOrderBy('b.id', 'ASC')
      .limit(MAX_BOOTCAMPS)
      .getRawMany<CalendarBootcamp>();
    return rows.map((row) => ({ ...row, startTime: clockTime(row.startTime), endTime: clockTime(row.endTime) }));
  }
}

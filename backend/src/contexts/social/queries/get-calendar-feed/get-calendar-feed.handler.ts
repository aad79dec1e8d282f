import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { CalendarFeedStatus } from '@rallypoint/shared';
import { Repository } from 'typeorm';
import { CalendarFeedRow } from '../../domain/calendar/calendar-feed.entity';
import { GetCalendarFeedQuery } from './get-calendar-feed.query';

/** Whether the user has a calendar address: only its hash is kept, so the address was shown once, when made. */
@QueryHandler(GetCalendarFeedQuery)
export class GetCalendarFeedHandler implements IQueryHandler<GetCalendarFeedQuery, CalendarFeedStatus> {
  constructor(@InjectRepository(CalendarFeedRow) private readonly feeds: Repository<CalendarFeedRow>) {}

  async execute({ userId }: GetCalendarFeedQuery): Promise<CalendarFeedStatus> {
    const row = await this.feeds.findOne({ where: { userId }, select: { userId: true, createdAt: true } });
    return { active: row !== null, createdAt: row?.createdAt.toISOString() ?? null };
  }
}

import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { CalendarFeed } from '@rallypoint/shared';
import { Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { CalendarFeedRow, calendarFeedUrl } from '../../domain/calendar/calendar-feed.entity';
import { GetCalendarFeedQuery } from './get-calendar-feed.query';

/** The user's own calendar address, or null until they create one. */
@QueryHandler(GetCalendarFeedQuery)
export class GetCalendarFeedHandler implements IQueryHandler<GetCalendarFeedQuery, CalendarFeed> {
  constructor(
    @InjectRepository(CalendarFeedRow) private readonly feeds: Repository<CalendarFeedRow>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId }: GetCalendarFeedQuery): Promise<CalendarFeed> {
    const row = await this.feeds.findOneBy({ userId });
    return { url: row ? calendarFeedUrl(this.config.appUrl, row.token) : null };
  }
}

import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { toICalendar, PAGE_SIZE_MAX, type Page } from '@rallypoint/shared';
import { Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { Clock } from '../../../../platform/clock';
import { notFound, orRefuse } from '../../../../platform/rules';
import { ListPlayerMatchesQuery, matchCalendarUid, type PlayerScheduledMatch } from '../../../fixtures';
import { GetUserProfilesQuery, type UserProfile } from '../../../identity';
import { ListCalendarLessonsQuery, type CalendarLesson } from '../../../training';
import { ListCalendarBootcampsQuery, type CalendarBootcamp } from '../../../bootcamps';
import { CalendarFeedRow } from '../../domain/calendar/calendar-feed.entity';
import { bootcampEvents, lessonEvent, matchEvent } from '../../domain/calendar/personal-calendar-events';
import { CALENDAR_NOT_FOUND } from '../../domain/social.errors';
import { GetPersonalCalendarQuery } from './get-personal-calendar.query';

/** How far back a feed reaches: recent history stays visible, old seasons drop out. */
const HISTORY_DAYS = 90;

/**
 * A person's matches (published orders of play naming their e-mail), lessons, bootcamps and clinics, each asked of the
 * context that owns it. A deactivated account's address answers 404 like an unknown one.
 */
@QueryHandler(GetPersonalCalendarQuery)
export class GetPersonalCalendarHandler implements IQueryHandler<GetPersonalCalendarQuery, string> {
  constructor(
    @InjectRepository(CalendarFeedRow) private readonly feeds: Repository<CalendarFeedRow>,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute({ token }: GetPersonalCalendarQuery): Promise<string> {
    const feed = orRefuse(await this.feeds.findOneBy({ token }), notFound(CALENDAR_NOT_FOUND));
    const [user] = await this.queries.execute<GetUserProfilesQuery, UserProfile[]>(new GetUserProfilesQuery([feed.userId]));
    const person = orRefuse(user?.isActive ? user : null, notFound(CALENDAR_NOT_FOUND));
    const now = this.clock.now();
    const from = new Date(now.getTime() - HISTORY_DAYS * 86_400_000);
    const since = from.toISOString().slice(0, 10);
    const [matches, lessons, bootcamps] = await Promise.all([
      this.queries.execute<ListPlayerMatchesQuery, Page<PlayerScheduledMatch>>(
        new ListPlayerMatchesQuery(person.email, from, { page: 1, pageSize: PAGE_SIZE_MAX }, false),
      ),
      this.queries.execute<ListCalendarLessonsQuery, CalendarLesson[]>(new ListCalendarLessonsQuery(person.id, since)),
      this.queries.execute<ListCalendarBootcampsQuery, CalendarBootcamp[]>(new ListCalendarBootcampsQuery(person.id, since)),
    ]);
    const { appUrl, clubTimeZone } = this.config;
    return toICalendar({
      name: 'RallyPoint',
      timeZone: clubTimeZone,
      now,
      events: [
        ...matches.items.map((m) => matchEvent(m, matchCalendarUid(m.tournamentId, m.matchId), appUrl)),
        ...lessons.map((l) => lessonEvent(l, clubTimeZone, appUrl)),
        ...bootcamps.flatMap((b) => bootcampEvents(b, clubTimeZone, appUrl)),
      ],
    });
  }
}

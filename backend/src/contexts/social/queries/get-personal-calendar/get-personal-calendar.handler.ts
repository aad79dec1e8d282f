import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { toICalendar, PAGE_SIZE_MAX, type Page } from '@rallypoint/shared';
import { Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { Clock } from '../../../../platform/clock';
import { contentChangedAt, contentHash, type VersionedDocument } from '../../../../platform/http';
import { notFound, orRefuse } from '../../../../platform/rules';
import { ListPlayerMatchesQuery, matchCalendarUid, type PlayerScheduledMatch } from '../../../order-of-play';
import { GetUserProfilesQuery, type UserProfile } from '../../../identity';
import { ListCalendarLessonsQuery, type CalendarLesson } from '../../../training';
import { ListCalendarBootcampsQuery, type CalendarBootcamp } from '../../../bootcamps';
import { CalendarFeedRow } from '../../domain/calendar/calendar-feed.entity';
import { calendarTokenHash } from '../../domain/calendar/calendar-token';
import { bootcampEvents, lessonEvent, matchEvent } from '../../domain/calendar/personal-calendar-events';
import { CALENDAR_NOT_FOUND } from '../../domain/social.errors';
import { noteCalendarFeedContent } from '../../persistence/calendar-feed.sql';
import { GetPersonalCalendarQuery } from './get-personal-calendar.query';

/** How far back a feed reaches: recent history stays visible, old seasons drop out. */
const HISTORY_DAYS = 90;

/**
 * A person's matches (published orders of play naming their entries), lessons, bootcamps and clinics, each asked of the
 * context that owns it. The address is found by its token's hash (an indexed equality). Deactivation deletes the
 * address; an inactive account's answers 404 like an unknown one all the same. Its DTSTAMP and Last-Modified are when
 * this content was first served, so an unchanged feed is byte for byte the same document and pollers get 304.
 */
@QueryHandler(GetPersonalCalendarQuery)
export class GetPersonalCalendarHandler implements IQueryHandler<GetPersonalCalendarQuery, VersionedDocument> {
  constructor(
    @InjectRepository(CalendarFeedRow) private readonly feeds: Repository<CalendarFeedRow>,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute({ token }: GetPersonalCalendarQuery): Promise<VersionedDocument> {
    const feed = orRefuse(await this.feeds.findOneBy({ tokenHash: calendarTokenHash(token) }), notFound(CALENDAR_NOT_FOUND));
    const [user] = await this.queries.execute<GetUserProfilesQuery, UserProfile[]>(new GetUserProfilesQuery([feed.userId]));
    const person = orRefuse(user?.isActive ? user : null, notFound(CALENDAR_NOT_FOUND));
    const now = this.clock.now();
    const from = new Date(now.getTime() - HISTORY_DAYS * 86_400_000);
    const since = from.toISOString().slice(0, 10);
    const [matches, lessons, bootcamps] = await Promise.all([
      this.queries.execute<ListPlayerMatchesQuery, Page<PlayerScheduledMatch>>(
        new ListPlayerMatchesQuery(person.id, from, { page: 1, pageSize: PAGE_SIZE_MAX }, false),
      ),
      this.queries.execute<ListCalendarLessonsQuery, CalendarLesson[]>(new ListCalendarLessonsQuery(person.id, since)),
      this.queries.execute<ListCalendarBootcampsQuery, CalendarBootcamp[]>(new ListCalendarBootcampsQuery(person.id, since)),
    ]);
    const { appUrl, clubTimeZone } = this.config;
    const content = {
      name: 'RallyPoint',
      // Matches carry their tournament's zone; lessons and bootcamps have none and are on the club's clock.
      timeZone: clubTimeZone,
      events: [
        ...matches.items.map((m) => matchEvent(m, matchCalendarUid(m.tournamentId, m.matchId), appUrl)),
        ...lessons.map((l) => lessonEvent(l, clubTimeZone, appUrl)),
        ...bootcamps.flatMap((b) => bootcampEvents(b, clubTimeZone, appUrl)),
      ],
    };
    const hash = contentHash(content);
    const kept = { hash: feed.contentHash, changedAt: feed.contentChangedAt };
    const lastModified = await contentChangedAt(kept, hash, this.clock.now(), (at) =>
      noteCalendarFeedContent(this.feeds.manager, feed.tokenHash, hash, at),
    );
    return { body: toICalendar({ ...content, now: lastModified }), lastModified };
  }
}

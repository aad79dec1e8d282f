/** The order-of-play context's public surface. */
export { OrderOfPlayModule } from './order-of-play.module';
export { OrderOfPlayPublished, type PlayerScheduleChange } from './domain/events/schedule-events';
export { ListPlayerMatchesQuery, type PlayerScheduledMatch } from './queries/list-player-matches/list-player-matches.query';
export { matchCalendarUid } from './domain/match-calendar-uid';
export { matchLocation } from './domain/match-location';
export { scheduleChangeLines } from './domain/order-of-play.email';

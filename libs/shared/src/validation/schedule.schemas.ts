import { z } from 'zod';
import type { Sport } from '../constants/sports';
import { pageQuerySchema } from './paging.schemas';
import { nextCalendarDay } from '../scheduling/clock';
import { day, text } from './fields';

export const MAX_COURTS = 50;
export const MAX_PLAYING_DAYS = 31;
export const MIN_MATCH_MINUTES = 10;
export const MAX_MATCH_MINUTES = 600;
export const MAX_REST_MINUTES = 600;

export const SCHEDULE_MESSAGES = {
  timeZone: 'Please choose a valid time zone',
  courts: `Please name between 1 and ${MAX_COURTS} courts`,
  courtName: 'Court names are 1 to 60 characters',
  courtsUnique: 'Court names must be unique',
  days: `Please add between 1 and ${MAX_PLAYING_DAYS} playing days`,
  date: 'Please enter a valid date',
  daysUnique: 'Each playing day can be listed once',
  time: 'Times are written HH:mm (24-hour)',
  hours: 'A playing day must end after it starts',
  minutes: `Match length is a whole number of minutes from ${MIN_MATCH_MINUTES} to ${MAX_MATCH_MINUTES}`,
  rest: `Rest is a whole number of minutes from 0 to ${MAX_REST_MINUTES}`,
  court: 'Please choose one of the courts',
  start: 'Start must be a date and time with its offset, e.g. 2026-12-05T09:00:00+00:00',
  locked: 'Locked must be true or false',
  notPublished: 'The order of play has not been published yet',
  noSettings: 'Save the schedule settings before computing an order of play',
  noMatches: 'Save the fixtures before computing an order of play',
  /** After a playing day that lies outside the tournament's dates (playingDayOutsideDates): compute refuses until they match. */
  daysOutsideDates: "Save playing days within the tournament's dates before computing an order of play",
  notScheduled: 'This match has no place in the order of play yet; compute a draft first',
  matchNotFound: 'Match not found',
  nothingToPublish: 'Compute a draft before publishing',
  view: 'View must be published or draft',
  swapWith: 'Please choose the match to swap with',
  swapSelf: 'A match cannot swap with itself',
  played: 'This match has been played; its place in the order of play stays',
} as const;

/** A playing day outside the tournament's dates: 400 on that day's `date` (docs/event-day.md, Schedule settings). */
export const playingDayOutsideDates = (date: string, dates: { startDate: string; endDate: string }): string =>
  dates.startDate === dates.endDate
    ? `${date} is not the tournament's date (${dates.startDate})`
    : `${date} is outside the tournament's dates (${dates.startDate} to ${dates.endDate})`;

/** True when the platform knows the IANA zone (Intl throws a RangeError otherwise). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const clock = z.string({ error: SCHEDULE_MESSAGES.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, SCHEDULE_MESSAGES.time);
const minutes = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const matchMinutes = minutes(SCHEDULE_MESSAGES.minutes, MIN_MATCH_MINUTES, MAX_MATCH_MINUTES);

const playingDay = z
  .object({ date: day(SCHEDULE_MESSAGES.date), start: clock, end: clock })
  .refine((d) => d.end > d.start, { message: SCHEDULE_MESSAGES.hours, path: ['end'] });

/**
 * `PUT /api/tournaments/{id}/schedule-settings`: where and when the tournament is played. Its time zone is the
 * tournament's (chosen in its details), so it is not part of these.
 */
export const scheduleSettingsSchema = z.object({
  courts: z
    .array(z.object({ name: text('Court name', 1, 60, SCHEDULE_MESSAGES.courtName) }), { error: SCHEDULE_MESSAGES.courts })
    .min(1, SCHEDULE_MESSAGES.courts)
    .max(MAX_COURTS, SCHEDULE_MESSAGES.courts)
    .refine((courts) => new Set(courts.map((c) => c.name.toLowerCase())).size === courts.length, SCHEDULE_MESSAGES.courtsUnique),
  days: z
    .array(playingDay, { error: SCHEDULE_MESSAGES.days })
    .min(1, SCHEDULE_MESSAGES.days)
    .max(MAX_PLAYING_DAYS, SCHEDULE_MESSAGES.days)
    .refine((days) => new Set(days.map((d) => d.date)).size === days.length, SCHEDULE_MESSAGES.daysUnique)
    .transform((days) => [...days].sort((a, b) => a.date.localeCompare(b.date))),
  minutes: z.object(
    { league: matchMinutes, 'semi-final': matchMinutes, final: matchMinutes },
    { error: SCHEDULE_MESSAGES.minutes },
  ),
  restMinutes: minutes(SCHEDULE_MESSAGES.rest, 0, MAX_REST_MINUTES),
});
export type ScheduleSettingsBody = z.output<typeof scheduleSettingsSchema>;
export type ScheduleSettingsForm = z.input<typeof scheduleSettingsSchema>;

/** An instant written with its offset (or Z), to the minute or second. */
const OFFSET_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/;
export const isOffsetDateTime = (value: unknown): value is string =>
  typeof value === 'string' && OFFSET_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));

/** `PATCH /api/tournaments/{id}/schedule/matches/{matchId}`: move a match, and lock it so a new draft keeps it. */
export const scheduleMoveSchema = z.object({
  court: text('Court', 1, 60, SCHEDULE_MESSAGES.court),
  start: z.string({ error: SCHEDULE_MESSAGES.start }).refine(isOffsetDateTime, SCHEDULE_MESSAGES.start),
  locked: z.boolean({ error: SCHEDULE_MESSAGES.locked }),
});
export type ScheduleMoveBody = z.output<typeof scheduleMoveSchema>;

/** `GET /api/tournaments/{id}/schedule?view=&day=`: the published order of play, or the organizer's draft, one day at a time. */
export const orderOfPlayQuerySchema = z.object({
  view: z.enum(['published', 'draft'], { message: SCHEDULE_MESSAGES.view }).default('published'),
  day: day(SCHEDULE_MESSAGES.date).optional(),
});
export type OrderOfPlayQuery = z.output<typeof orderOfPlayQuerySchema>;

/** `GET /api/me/matches`: the signed-in player's published matches from now on, soonest first. */
export const myMatchesQuerySchema = pageQuerySchema;

/** Typical match lengths (minutes) a new order of play starts from; the organizer adjusts them. */
export const DEFAULT_MATCH_MINUTES: Record<Sport, ScheduleSettingsBody['minutes']> = {
  tennis: { league: 90, 'semi-final': 105, final: 120 },
  pickleball: { league: 30, 'semi-final': 45, final: 45 },
  table_tennis: { league: 30, 'semi-final': 40, final: 45 },
};
export const DEFAULT_REST_MINUTES = 30;
export const DEFAULT_DAY_HOURS = { start: '09:00', end: '18:00' } as const;

/** Settings for a tournament that has none saved yet: its dates as playing days, two courts, its sport's lengths. */
export function defaultScheduleSettings(tournament: { sport: Sport; startDate: string; endDate: string }): ScheduleSettingsBody {
  const days: ScheduleSettingsBody['days'] = [];
  for (
    let date = tournament.startDate;
    date <= tournament.endDate && days.length < MAX_PLAYING_DAYS;
    date = nextCalendarDay(date)
  ) {
    days.push({ date, ...DEFAULT_DAY_HOURS });
  }
  return {
    courts: [{ name: 'Court 1' }, { name: 'Court 2' }],
    days,
    minutes: DEFAULT_MATCH_MINUTES[tournament.sport],
    restMinutes: DEFAULT_REST_MINUTES,
  };
}

/** `POST /api/tournaments/{id}/schedule/matches/{matchId}/swap`: two placed matches trade courts and times (both locked). */
export const scheduleSwapSchema = z.object({
  with: z.string({ error: SCHEDULE_MESSAGES.swapWith }).regex(/^[A-Za-z0-9-]{1,80}$/, SCHEDULE_MESSAGES.swapWith),
});
export type ScheduleSwapBody = z.output<typeof scheduleSwapSchema>;

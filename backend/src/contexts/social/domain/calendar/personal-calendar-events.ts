import { BOOTCAMP_TYPE_LABELS, MATCH_TYPE_LABELS, nextCalendarDay, zonedDateTime, type CalendarEvent } from '@rallypoint/shared';
import type { CalendarBootcamp } from '../../../bootcamps';
import { matchLocation, type PlayerScheduledMatch } from '../../../order-of-play';
import type { CalendarLesson } from '../../../training';

/**
 * A tournament match: the same UID and LOCATION as in the tournament's own feed, so a calendar holding both sees one
 * event; its times in the tournament's zone.
 */
export const matchEvent = (m: PlayerScheduledMatch, uid: string, appUrl: string): CalendarEvent => ({
  uid,
  sequence: m.sequence,
  start: m.start,
  end: m.end,
  summary: `${MATCH_TYPE_LABELS[m.matchType]} v ${m.opponent}`,
  description: `${m.tournamentName} · ${m.division}`,
  location: matchLocation(m.court, m.venue),
  url: `${appUrl}/tournament-fixtures/${m.tournamentId}`,
  timeZone: m.timeZone,
});

/** A lesson: its date and time are the club's wall clock. */
export function lessonEvent(lesson: CalendarLesson, clubTimeZone: string, appUrl: string): CalendarEvent {
  const start = zonedDateTime(lesson.date, lesson.time.slice(0, 5), clubTimeZone);
  return {
    uid: `lesson-${lesson.id}@rallypoint`,
    sequence: 0,
    start,
    end: new Date(Date.parse(start) + lesson.duration * 60_000).toISOString(),
    summary: `Lesson: ${lesson.title}`,
    description: [`With ${lesson.instructor}`, lesson.notes].filter(Boolean).join('\n'),
    location: lesson.court ?? undefined,
    url: `${appUrl}/student-dashboard`,
  };
}

/** A bootcamp or clinic: one event per day it runs, from its start to its end time on the club's clock. */
export function bootcampEvents(bootcamp: CalendarBootcamp, clubTimeZone: string, appUrl: string): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (let date = bootcamp.startDate; date <= bootcamp.endDate; date = nextCalendarDay(date)) {
    events.push({
      uid: `bootcamp-${bootcamp.id}-${date}@rallypoint`,
      sequence: 0,
      start: zonedDateTime(date, bootcamp.startTime, clubTimeZone),
      end: zonedDateTime(date, bootcamp.endTime, clubTimeZone),
      summary: `${BOOTCAMP_TYPE_LABELS[bootcamp.type]}: ${bootcamp.title}`,
      location: `${bootcamp.venue}, ${bootcamp.venueAddress}`,
      url: `${appUrl}/dashboard`,
    });
  }
  return events;
}

import ICAL from 'ical.js';
import type { CalendarZone } from './vtimezone';
import { isRepeatedWallClock, wallClockAt } from './zone-clock';

/** The zone an event's times are written in: its name and, when the library has one, its VTIMEZONE. */
export interface EventZone {
  timeZone: string;
  calendarZone?: CalendarZone;
}

const SECOND_MS = 1000;

/**
 * The zone's wall clock at `ms` when a reader gets the instant back from it: not for a time the clock shows twice,
 * nor one the VTIMEZONE, which holds the zone's current rules, reads otherwise (a date before the rules changed).
 */
function readableWallClock(ms: number, { timeZone, calendarZone }: EventZone): ICAL.Time | undefined {
  if (!calendarZone || isRepeatedWallClock(ms, timeZone)) return undefined;
  const local = wallClockAt(ms, timeZone);
  const asRead = local.clone();
  asRead.zone = calendarZone.timezone;
  return asRead.toUnixTime() === Math.floor(ms / SECOND_MS) ? local : undefined;
}

/** DTSTART or DTEND: local time with TZID when a zone is set and can be read back, UTC otherwise. */
export function timeProperty(name: string, ms: number, zone: EventZone | undefined): ICAL.Property {
  const property = new ICAL.Property(name);
  const local = zone && readableWallClock(ms, zone);
  if (local && zone?.calendarZone) {
    property.setParameter('tzid', zone.calendarZone.tzid);
    property.setValue(local);
  } else {
    property.setValue(ICAL.Time.fromJSDate(new Date(ms), true));
  }
  return property;
}

import ICAL from 'ical.js';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';

/** A zone as the calendar writes it: the TZID of its VTIMEZONE, and the VTIMEZONE as readers will apply it. */
export interface CalendarZone {
  tzid: string;
  vtimezone: string;
  timezone: ICAL.Timezone;
}

let knownZones: ReadonlySet<string> | undefined;
// The library rebuilds its whole table on each look-up, and a feed is fetched again and again with the same zone.
const blocks = new Map<string, string>();

function vtimezoneBlock(timeZone: string): string | undefined {
  knownZones ??= new Set(tzlib_get_timezones() as string[]);
  if (!knownZones.has(timeZone)) return undefined;
  let block = blocks.get(timeZone);
  if (block === undefined) {
    block = (tzlib_get_ical_block(timeZone) as string[])[0];
    blocks.set(timeZone, block);
  }
  return block;
}

/**
 * The zone's VTIMEZONE from timezones-ical-library (the IANA data, its current rules; RFC 5545 section 3.6.5), with
 * the TZID the library gives it (its canonical name: 'UTC' is 'Etc/UTC'), or undefined for a zone it does not list.
 */
export function calendarZone(timeZone: string): CalendarZone | undefined {
  const vtimezone = vtimezoneBlock(timeZone);
  if (!vtimezone) return undefined;
  const component = ICAL.Component.fromString(vtimezone);
  return { tzid: String(component.getFirstPropertyValue('tzid')), vtimezone, timezone: new ICAL.Timezone({ component }) };
}

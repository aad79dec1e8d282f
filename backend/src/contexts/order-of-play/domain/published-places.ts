import type { PublishedPlace } from '../../fixtures';
import { inZone } from './placements';
import type { ScheduleEntry } from './schedule-entry.entity';

/** Entries' published places as the fixture matches show them: local time in the tournament's zone, or TBD. */
export function publishedPlacesOf(entries: ScheduleEntry[], timeZone: string): PublishedPlace[] {
  return entries.map((e) => ({
    matchKey: e.matchKey,
    scheduledTime: e.publishedStart ? inZone(e.publishedStart, timeZone) : null,
    court: e.publishedCourt,
  }));
}

/** One match (or other session) in a subscribed calendar. */
export interface CalendarEvent {
  /** Stable across changes, so calendar apps update the event instead of adding another, e.g. 'match-42@rallypoint'. */
  uid: string;
  /** Raised each time the event moves; apps ignore an update whose sequence is not higher. */
  sequence: number;
  /** ISO 8601 instant with an offset or Z, e.g. '2026-12-05T09:00:00+00:00'. */
  start: string;
  /** ISO 8601 instant, not before `start`; equal to it writes no DTEND (an event without length). */
  end: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** ISO 8601 instant of the last change (LAST-MODIFIED). */
  updatedAt?: string;
  status?: 'CONFIRMED' | 'CANCELLED';
  /** IANA zone this event's times are written in (its tournament's), instead of the document's `timeZone`. */
  timeZone?: string;
}

export interface CalendarDocument {
  /** Shown by calendar apps as the subscription's name (X-WR-CALNAME). */
  name: string;
  /**
   * IANA zone, e.g. 'Europe/London'. When set, start and end are written as wall-clock times in it (or in the
   * event's own zone), with a VTIMEZONE for every zone used, built from the platform's Intl data; otherwise in UTC.
   * An empty string counts as unset.
   */
  timeZone?: string;
  events: readonly CalendarEvent[];
  /** DTSTAMP of every event; defaults to the current time. */
  now?: Date;
}

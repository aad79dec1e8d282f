/**
 * The write turns of players' match calendars (platform/events/write-turns.ts, docs/architecture.md "Write turns"):
 * a booking names every player it holds, so proposals queue in the process, not on the calendars' advisory locks
 * with a pooled connection each (persistence/social.sql.ts, lockCalendars).
 */
export const calendarTurns = (playerIds: number[]): string[] => playerIds.map((id) => `calendar:${id}`);

import { calendarDay } from '@rallypoint/shared';

/** The club's calendar day; every date rule compares calendar days, never instants. */
export const today = (): string => calendarDay();

/** PostgreSQL reads `time` back as 'HH:MM:SS'; people and the API use 'HH:MM'. */
export const clockTime = (time: string): string => time.slice(0, 5);

import { Injectable } from '@nestjs/common';
import { calendarDay } from '@rallypoint/shared';

/**
 * The server's clock, injectable so tests can stand at midnight. "Today" and "now" are the club's wall
 * clock (the server's local calendar), the same one match dates and times are typed in.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }

  today(): string {
    return calendarDay(this.now());
  }

  /** 'YYYY-MM-DD HH:MM:SS' local wall time, comparable with the events' starts_at. */
  wallTime(): string {
    const now = this.now();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${calendarDay(now)} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
  }
}

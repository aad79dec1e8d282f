import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A user's private calendar address: whoever has the token reads the feed, so renewing it shuts out old copies. */
@Entity({ name: 'calendar_feeds' })
export class CalendarFeedRow {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 64 })
  token: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** 24 random bytes (192 bits), URL-safe: unguessable, and short enough to paste. */
export const CALENDAR_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export const calendarFeedUrl = (appUrl: string, token: string): string => `${appUrl}/api/calendar/${token}.ics`;

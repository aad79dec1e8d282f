import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A user's private calendar address. Whoever has the token reads the feed, so only its hash is kept (see
 * calendar-token.ts), and renewing it shuts out old copies. `contentHash` and `contentChangedAt` are what the feed
 * last served and since when: its `Last-Modified`, and the DTSTAMP of its events.
 */
@Entity({ name: 'calendar_feeds' })
export class CalendarFeedRow {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'content_hash', type: 'char', length: 64, nullable: true })
  contentHash: string | null;

  @Column({ name: 'content_changed_at', type: 'timestamptz', nullable: true })
  contentChangedAt: Date | null;
}

export const calendarFeedUrl = (appUrl: string, token: string): string => `${appUrl}/api/calendar/${token}.ics`;

import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { MatchResponse, SocialMatchType, Sport } from '@rallypoint/shared';

/**
 * A match event: a proposed match between the proposer (`playerId`) and the invitee (`opponentId`).
 * `starts_at` / `ends_at` exist only in the database (generated), for overlap checks and ordering.
 */
@Entity({ name: 'events' })
export class MatchEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'varchar', length: 20 })
  type: SocialMatchType;

  @Column({ type: 'date' })
  date: string;

  /** Stored as `time`; read back as 'HH:MM:SS'. */
  @Column({ type: 'time' })
  time: string;

  @Column({ type: 'int', default: 60 })
  duration: number;

  @Column({ name: 'court_id', type: 'int', nullable: true })
  courtId: number | null;

  @Column({ name: 'player_id', type: 'int' })
  playerId: number;

  @Column({ name: 'opponent_id', type: 'int' })
  opponentId: number;

  @Column({ name: 'coach_id', type: 'int', nullable: true })
  coachId: number | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'varchar', length: 20, default: 'scheduled' })
  status: string;

  @Column({ type: 'varchar', length: 200 })
  venue: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  sport: Sport | null;

  @Column({ name: 'tournament_id', type: 'int', nullable: true })
  tournamentId: number | null;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  response: MatchResponse;

  @Column({ name: 'responded_at', type: 'timestamptz', nullable: true })
  respondedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

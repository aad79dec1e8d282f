import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A player waiting for a place in a full tournament; one row per player and tournament. The line runs by
 * (joinedAt, id); joinedAt is the insert's clock_timestamp() (see the Waitlists migration).
 */
@Entity({ name: 'tournament_waitlist' })
export class TournamentWaitlistEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'tournament_id', type: 'int' })
  tournamentId: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ name: 'joined_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  joinedAt: Date;
}

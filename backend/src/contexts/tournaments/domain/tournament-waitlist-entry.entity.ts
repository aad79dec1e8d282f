import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { TournamentRegistrationInput } from '@rallypoint/shared';

/** The form a form entrant sent, kept until a place frees up. */
export type WaitingForm = TournamentRegistrationInput;

/**
 * Someone waiting for a place in a full tournament: an account (Join waitlist), or a form entrant by e-mail with the
 * form they sent (docs/decisions/0013); one row per account and per e-mail (any case) in a tournament. Promotion makes
 * the entry. The line runs by (joinedAt, id); joinedAt is the insert's clock_timestamp() (see the Waitlists migration).
 */
@Entity({ name: 'tournament_waitlist' })
export class TournamentWaitlistEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'tournament_id', type: 'int' })
  tournamentId: number;

  /** The account waiting, if any (a form entrant whose verified account has this e-mail is linked at once). */
  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  /** The registration form's body a form entrant sent; null for an account, whose entry comes from its profile. */
  @Column({ type: 'jsonb', nullable: true })
  form: WaitingForm | null;

  @Column({ name: 'joined_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  joinedAt: Date;
}

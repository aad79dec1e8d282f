import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ScoreFormatCode, Sport, StandingsRulebook, TournamentStoredStatus } from '@rallypoint/shared';

/** Dates are calendar days ('YYYY-MM-DD'); money is numeric(10,2), read back as a string so no cent is lost. */
@Entity({ name: 'tournaments' })
export class Tournament {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ name: 'tournament_code', type: 'varchar', length: 20 })
  tournamentCode: string;

  @Column({ type: 'varchar', length: 20 })
  sport: Sport;

  @Column({ type: 'varchar', length: 300 })
  venue: string;

  @Column({ type: 'int', default: 1 })
  divisions: number;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'organizer_id', type: 'int' })
  organizerId: number;

  @Column({ name: 'start_date', type: 'date' })
  startDate: string;

  @Column({ name: 'end_date', type: 'date' })
  endDate: string;

  /** IANA zone where it is played: its order of play is in it, and every time shown for it names it. */
  @Column({ name: 'time_zone', type: 'varchar', length: 64 })
  timeZone: string;

  @Column({ name: 'registration_deadline', type: 'date', nullable: true })
  registrationDeadline: string | null;

  @Column({ name: 'max_participants', type: 'int', default: 32 })
  maxParticipants: number;

  /**
   * Entries holding a place (not withdrawn), made by the form or by Enroll, counted by the database when each change
   * commits (the trigger tournament_entries_within_places, migration 1735100000000-OneEntryPerPerson).
   */
  @Column({ name: 'entry_count', type: 'int', default: 0, insert: false, update: false })
  entryCount: number;

  @Column({ name: 'entry_fee', type: 'numeric', precision: 10, scale: 2, nullable: true })
  entryFee: string | null;

  @Column({ name: 'prize_pool', type: 'numeric', precision: 10, scale: 2, nullable: true })
  prizePool: string | null;

  @Column({ type: 'text' })
  rules: string;

  @Column({ name: 'additional_info', type: 'text', nullable: true })
  additionalInfo: string | null;

  @Column({ name: 'poc1_name', type: 'varchar', length: 200 })
  poc1Name: string;

  @Column({ name: 'poc1_contact', type: 'varchar', length: 50 })
  poc1Contact: string;

  @Column({ name: 'poc1_email', type: 'varchar', length: 320 })
  poc1Email: string;

  @Column({ name: 'poc2_name', type: 'varchar', length: 200, nullable: true })
  poc2Name: string | null;

  @Column({ name: 'poc2_contact', type: 'varchar', length: 50, nullable: true })
  poc2Contact: string | null;

  @Column({ name: 'poc2_email', type: 'varchar', length: 320, nullable: true })
  poc2Email: string | null;

  /** How its scores are kept; one of its sport's formats (a check constraint holds it to the sport). */
  @Column({ name: 'score_format', type: 'varchar', length: 40 })
  scoreFormat: ScoreFormatCode;

  @Column({ name: 'standings_rulebook', type: 'varchar', length: 20 })
  standingsRulebook: StandingsRulebook;

  /** The stored approval state; what people see is computed by `displayStatusOf`. */
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: TournamentStoredStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

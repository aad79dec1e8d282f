import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { EntryStatus, Handedness, SkillLevel, Sport, TimeSlot } from '@rallypoint/shared';

/**
 * One person in one tournament (docs/decisions/0013), made by the public form (anyone, signed in or not) or by Enroll
 * (an account, from its profile); the second way completes the entry the first made. `userId` is the linked account;
 * the form's fields are null until the form is filled (`formFilled`).
 */
@Entity({ name: 'tournament_entries' })
export class TournamentEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'tournament_id', type: 'int' })
  tournamentId: number;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @Column({ name: 'full_name', type: 'varchar', length: 200 })
  fullName: string;

  @Column({ type: 'varchar', length: 20 })
  sport: Sport;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ name: 'skill_level', type: 'varchar', length: 5, nullable: true })
  skillLevel: SkillLevel | null;

  @Column({ name: 'skill_description', type: 'text', nullable: true })
  skillDescription: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  handedness: Handedness | null;

  /** The form's time slots; empty for an entry whose form was never filled: available all day. */
  @Column({ name: 'available_times', type: 'text', array: true, default: () => "'{}'" })
  availableTimes: TimeSlot[];

  @Column({ name: 'commitment_acknowledged', type: 'boolean', default: false })
  commitmentAcknowledged: boolean;

  @Column({ name: 'form_filled', type: 'boolean', default: true })
  formFilled: boolean;

  @Column({ name: 'registration_date', type: 'timestamptz', default: () => 'now()' })
  registrationDate: Date;

  /** `pending` from the form, `registered` from Enroll, `withdrawn` once it gave its place back. */
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: EntryStatus;
}

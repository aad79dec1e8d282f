import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Handedness, SkillLevel, Sport, TimeSlot } from '@rallypoint/shared';

/** An entry from the public registration form; anyone may submit one, signed in or not. */
@Entity({ name: 'tournament_registrations' })
export class TournamentRegistration {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'tournament_id', type: 'int' })
  tournamentId: number;

  @Column({ name: 'full_name', type: 'varchar', length: 200 })
  fullName: string;

  @Column({ type: 'varchar', length: 20 })
  sport: Sport;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 30 })
  phone: string;

  @Column({ name: 'skill_level', type: 'varchar', length: 5 })
  skillLevel: SkillLevel;

  @Column({ name: 'skill_description', type: 'text', nullable: true })
  skillDescription: string | null;

  @Column({ type: 'varchar', length: 10 })
  handedness: Handedness;

  @Column({ name: 'available_times', type: 'text', array: true, default: () => "'{}'" })
  availableTimes: TimeSlot[];

  @Column({ name: 'commitment_acknowledged', type: 'boolean', default: false })
  commitmentAcknowledged: boolean;

  @Column({ name: 'registration_date', type: 'timestamptz', default: () => 'now()' })
  registrationDate: Date;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: string;
}

import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { BootcampSkillLevel, BootcampStatus, BootcampType } from '@rallypoint/shared';

/**
 * A bootcamp or clinic an organizer offers. Dates are calendar days ('YYYY-MM-DD'), times 'HH:MM:SS' as
 * PostgreSQL reads them back; the price is NUMERIC(10,2) read as a string so no cent is lost.
 */
@Entity({ name: 'bootcamps' })
export class Bootcamp {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'varchar', length: 50 })
  type: BootcampType;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'skill_level', type: 'varchar', length: 20 })
  skillLevel: BootcampSkillLevel;

  @Column({ name: 'start_date', type: 'date' })
  startDate: string;

  @Column({ name: 'end_date', type: 'date' })
  endDate: string;

  @Column({ name: 'start_time', type: 'time' })
  startTime: string;

  @Column({ name: 'end_time', type: 'time' })
  endTime: string;

  /** In days. */
  @Column({ type: 'int' })
  duration: number;

  @Column({ type: 'varchar', length: 255 })
  venue: string;

  @Column({ name: 'venue_address', type: 'varchar', length: 500 })
  venueAddress: string;

  @Column({ name: 'max_participants', type: 'int' })
  maxParticipants: number;

  @Column({ type: 'numeric', precision: 10, scale: 2 })
  price: string;

  @Column({ name: 'organizer_id', type: 'int' })
  organizerId: number;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: BootcampStatus;

  /** The admin who approved it (a rejection is recorded with its actor in the event log). */
  @Column({ name: 'approved_by', type: 'int', nullable: true })
  approvedBy: number | null;

  @Column({ name: 'approved_at', type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

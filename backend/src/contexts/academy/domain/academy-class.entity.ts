import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Sport } from '@rallypoint/shared';

/** A class an academy runs; `currentStudents` counts its enrollments and never exceeds `maxStudents` (a CHECK too). */
@Entity({ name: 'academy_classes' })
export class AcademyClass {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'academy_id', type: 'int' })
  academyId: number;

  @Column({ name: 'class_name', type: 'varchar', length: 200 })
  className: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  instructor: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  level: string | null;

  @Column({ type: 'varchar', length: 20 })
  sport: Sport;

  /** Minutes per session. */
  @Column({ type: 'int', default: 60 })
  duration: number;

  @Column({ name: 'max_students', type: 'int', default: 8 })
  maxStudents: number;

  @Column({ name: 'current_students', type: 'int', default: 0 })
  currentStudents: number;

  @Column({ name: 'price_per_session', type: 'numeric', precision: 10, scale: 2, nullable: true })
  pricePerSession: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  schedule: string[];

  @Column({ name: 'start_date', type: 'date', nullable: true })
  startDate: string | null;

  @Column({ name: 'end_date', type: 'date', nullable: true })
  endDate: string | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;
}

import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { MembershipStatus, StoredMembershipType } from '@rallypoint/shared';

/**
 * One application to an academy, from either form: the /academy page fills membershipType, experience, goals,
 * preferredSchedule and additionalNotes; the detail page's student signup fills reason through preferredTime.
 * A rejected application stays as history; applying again adds a new row.
 */
@Entity({ name: 'academy_members' })
export class AcademyMember {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'academy_id', type: 'int' })
  academyId: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ name: 'membership_type', type: 'varchar', length: 20, default: 'student' })
  membershipType: StoredMembershipType;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ type: 'text', nullable: true })
  experience: string | null;

  @Column({ type: 'text', nullable: true })
  goals: string | null;

  @Column({ type: 'int', nullable: true })
  age: number | null;

  @Column({ name: 'current_grade', type: 'varchar', length: 50, nullable: true })
  currentGrade: string | null;

  @Column({ name: 'school_name', type: 'varchar', length: 200, nullable: true })
  schoolName: string | null;

  @Column({ name: 'preferred_time', type: 'varchar', length: 30, nullable: true })
  preferredTime: string | null;

  @Column({ name: 'preferred_schedule', type: 'varchar', length: 30, nullable: true })
  preferredSchedule: string | null;

  @Column({ name: 'additional_notes', type: 'text', nullable: true })
  additionalNotes: string | null;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: MembershipStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When the membership became active. */
  @Column({ name: 'joined_at', type: 'timestamptz', nullable: true })
  joinedAt: Date | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ name: 'decided_by', type: 'int', nullable: true })
  decidedBy: number | null;
}

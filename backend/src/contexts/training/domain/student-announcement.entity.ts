import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AnnouncementPriority, AnnouncementType } from '@rallypoint/shared';

/** An announcement to one student, or to every active student when `studentId` is null. */
@Entity({ name: 'student_announcements' })
export class StudentAnnouncementRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'student_id', type: 'int', nullable: true })
  studentId: number | null;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** The API calls it `content`; the column keeps its older name. */
  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 20, default: 'general' })
  type: AnnouncementType | 'general';

  @Column({ type: 'varchar', length: 10, default: 'normal' })
  priority: AnnouncementPriority;

  @Column({ name: 'created_by', type: 'int' })
  createdBy: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

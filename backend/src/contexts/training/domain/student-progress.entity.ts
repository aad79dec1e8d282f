import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AdminLevel, ProgressSkill } from '@rallypoint/shared';

/**
 * A student's current standing in one skill area (table student_progress): one row per student and
 * skill, replaced by each assessment. Earlier assessments stay in event_log.
 */
@Entity({ name: 'student_progress' })
export class StudentProgress {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'student_id', type: 'int' })
  studentId: number;

  @Column({ name: 'skill_area', type: 'varchar', length: 20 })
  skillArea: ProgressSkill;

  @Column({ name: 'current_level', type: 'varchar', length: 20 })
  currentLevel: AdminLevel;

  @Column({ name: 'progress_percentage', type: 'int', default: 0 })
  progressPercentage: number;

  @Column({ name: 'lessons_completed', type: 'int', default: 0 })
  lessonsCompleted: number;

  @Column({ name: 'total_lessons', type: 'int', nullable: true })
  totalLessons: number | null;

  @Column({ name: 'last_assessment', type: 'timestamptz' })
  lastAssessment: Date;

  @Column({ name: 'next_goal', type: 'text', nullable: true })
  nextGoal: string | null;

  @Column({ name: 'instructor_notes', type: 'text', default: '' })
  instructorNotes: string;
}

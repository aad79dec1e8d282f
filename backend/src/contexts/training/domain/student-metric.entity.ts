import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PerformanceMetric } from '@rallypoint/shared';

/** One measured value of a performance assessment (table student_metrics); an assessment writes four. */
@Entity({ name: 'student_metrics' })
export class StudentMetric {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'student_id', type: 'int' })
  studentId: number;

  @Column({
    name: 'metric_type',
    type: 'varchar',
    length: 20,
    default: 'performance',
  })
  metricType: string;

  @Column({ name: 'metric_name', type: 'varchar', length: 30 })
  metricName: PerformanceMetric;

  @Column({ type: 'int' })
  value: number;

  @Column({ type: 'varchar', length: 10, default: '%' })
  unit: string;

  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'text', default: '' })
  notes: string;
}

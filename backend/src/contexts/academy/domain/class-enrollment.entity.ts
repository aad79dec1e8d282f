import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A student's seat in a class; one per student and class. */
@Entity({ name: 'class_enrollments' })
export class ClassEnrollment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'class_id', type: 'int' })
  classId: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ name: 'academy_id', type: 'int' })
  academyId: number;

  @Column({ name: 'enrollment_date', type: 'timestamptz', default: () => 'now()' })
  enrollmentDate: Date;

  @Column({ type: 'varchar', length: 20, default: 'enrolled' })
  status: string;

  @Column({ name: 'payment_status', type: 'varchar', length: 20, default: 'pending' })
  paymentStatus: string;
}

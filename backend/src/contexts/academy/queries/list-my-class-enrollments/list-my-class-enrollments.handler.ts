import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ClassEnrollment as ClassEnrollmentView } from '@rallypoint/shared';
import { DataSource } from 'typeorm';
import { classEnrollmentsOf } from '../../persistence/academy.sql';
import { ListMyClassEnrollmentsQuery } from './list-my-class-enrollments.query';

@QueryHandler(ListMyClassEnrollmentsQuery)
export class ListMyClassEnrollmentsHandler implements IQueryHandler<ListMyClassEnrollmentsQuery, ClassEnrollmentView[]> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ userId }: ListMyClassEnrollmentsQuery): Promise<ClassEnrollmentView[]> {
    const rows = await classEnrollmentsOf(this.dataSource.manager, userId);
    return rows.map((r) => ({
      id: r.id,
      classId: r.class_id,
      academyId: r.academy_id,
      academyName: r.academy_name,
      className: r.class_name,
      instructor: r.instructor,
      sport: r.sport,
      schedule: r.schedule,
      startDate: r.start_date,
      endDate: r.end_date,
      enrollmentDate: r.enrollment_date.toISOString(),
      status: r.status,
      paymentStatus: r.payment_status,
    }));
  }
}

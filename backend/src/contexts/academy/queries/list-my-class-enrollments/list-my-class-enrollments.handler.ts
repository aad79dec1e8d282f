import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ClassEnrollment as ClassEnrollmentView, Sport } from '@rallypoint/shared';
import { DataSource } from 'typeorm';
import { ListMyClassEnrollmentsQuery } from './list-my-class-enrollments.query';

interface EnrollmentRow {
  id: number;
  class_id: number;
  academy_id: number;
  academy_name: string;
  class_name: string;
  instructor: string | null;
  sport: Sport;
  schedule: string[];
  start_date: string | null;
  end_date: string | null;
  enrollment_date: Date;
  status: string;
  payment_status: string;
}

@QueryHandler(ListMyClassEnrollmentsQuery)
export class ListMyClassEnrollmentsHandler implements IQueryHandler<ListMyClassEnrollmentsQuery, ClassEnrollmentView[]> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ userId }: ListMyClassEnrollmentsQuery): Promise<ClassEnrollmentView[]> {
    const rows: EnrollmentRow[] = await this.dataSource.query(
      `SELECT e.id, e.class_id, e.academy_id, a.name AS academy_name, c.class_name, c.instructor, c.sport, c.schedule,
              to_char(c.start_date, 'YYYY-MM-DD') AS start_date, to_char(c.end_date, 'YYYY-MM-DD') AS end_date,
              e.enrollment_date, e.status, e.payment_status
         FROM class_enrollments e
         JOIN academy_classes c ON c.id = e.class_id
         JOIN academies a ON a.id = e.academy_id
        WHERE e.user_id = $1
        ORDER BY e.enrollment_date DESC, e.id DESC`,
      [userId],
    );
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

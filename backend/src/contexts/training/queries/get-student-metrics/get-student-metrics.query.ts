import { Query } from '@nestjs/cqrs';
import type { StudentMetricsView } from '@rallypoint/shared';

export class GetStudentMetricsQuery extends Query<StudentMetricsView> {
  constructor(readonly studentId: number) {
    super();
  }
}

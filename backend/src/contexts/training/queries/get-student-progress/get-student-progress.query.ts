import { Query } from '@nestjs/cqrs';
import type { StudentProgressView } from '@rallypoint/shared';

export class GetStudentProgressQuery extends Query<StudentProgressView> {
  constructor(readonly studentId: number) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { UpcomingLesson } from '@rallypoint/shared';

export class ListUpcomingLessonsQuery extends Query<UpcomingLesson[]> {
  constructor(readonly studentId: number) {
    super();
  }
}

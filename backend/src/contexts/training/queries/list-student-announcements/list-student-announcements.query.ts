import { Query } from '@nestjs/cqrs';
import type { Page, PageQuery, StudentAnnouncement } from '@rallypoint/shared';

export class ListStudentAnnouncementsQuery extends Query<Page<StudentAnnouncement>> {
  constructor(
    readonly studentId: number,
    readonly page: PageQuery,
  ) {
    super();
  }
}

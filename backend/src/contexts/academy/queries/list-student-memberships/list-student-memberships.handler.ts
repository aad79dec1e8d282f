import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Page, StudentMembership } from '@rallypoint/shared';
import { pageWindow, toPage } from '../../../../platform/database/paging';
import { ListStudentMembershipsQuery } from './list-student-memberships.query';
import { StudentMembershipViews } from './student-membership-views';

@QueryHandler(ListStudentMembershipsQuery)
export class ListStudentMembershipsHandler implements IQueryHandler<ListStudentMembershipsQuery, Page<StudentMembership>> {
  constructor(private readonly memberships: StudentMembershipViews) {}

  async execute({ filters }: ListStudentMembershipsQuery): Promise<Page<StudentMembership>> {
    const [items, total] = await this.memberships.page(filters.status, pageWindow(filters));
    return toPage(items, total, filters);
  }
}

import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Page, StudentMembership } from '@rallypoint/shared';
import { readPage } from '../../../../platform/database/paging';
import { ListStudentMembershipsQuery } from './list-student-memberships.query';
import { StudentMembershipViews } from './student-membership-views';

@QueryHandler(ListStudentMembershipsQuery)
export class ListStudentMembershipsHandler implements IQueryHandler<ListStudentMembershipsQuery, Page<StudentMembership>> {
  constructor(private readonly memberships: StudentMembershipViews) {}

  execute({ filters }: ListStudentMembershipsQuery): Promise<Page<StudentMembership>> {
    return readPage(filters, (window) => this.memberships.page(filters.status, window));
  }
}

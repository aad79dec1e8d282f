import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Page, StudentMembership } from '@rallypoint/shared';
import { pageWindow, toPage } from '../../../../platform/database/paging';
import { ListStudentMembershipsQuery } from './list-student-memberships.query';
import { StudentMembershipViews } from './student-membership-views';

@QueryHandler(ListStudentMembershipsQuery)
export class ListStudentMembershipsHandler implements IQueryHandler<ListStudentMembershipsQuery, Page<StudentMembership>> {
  constructor(private readonly memberships: StudentMembershipViews) {}

  async execute({ filters }: ListStudentMembershipsQuery): Promise<Page<StudentMembership>> {
    const { limit, offset } = pageWindow(filters);
    const query = this.memberships.query();
    if (filters.status) query.where('m.status = :status', { status: filters.status });
    const total = await query.getCount();
    const page = query
      .orderBy("(m.status <> 'pending')", 'ASC')
      .addOrderBy('m.createdAt', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .limit(limit)
      .offset(offset);
    return toPage(await this.memberships.views(page), total, filters);
  }
}

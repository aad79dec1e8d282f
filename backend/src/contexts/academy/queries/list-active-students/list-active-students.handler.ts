import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Page } from '@rallypoint/shared';
import { Repository } from 'typeorm';
import { pageWindow, toPage } from '../../../../platform/database/paging';
import { AcademyMember } from '../../domain/academy-member.entity';
import { toActiveMembership } from '../get-active-membership/get-active-membership.handler';
import type { ActiveMembership } from '../get-active-membership/get-active-membership.query';
import { ListActiveStudentIdsQuery, ListActiveStudentsQuery } from './list-active-students.query';

@QueryHandler(ListActiveStudentsQuery)
export class ListActiveStudentsHandler implements IQueryHandler<ListActiveStudentsQuery, Page<ActiveMembership>> {
  constructor(@InjectRepository(AcademyMember) private readonly members: Repository<AcademyMember>) {}

  async execute({ page, academyId }: ListActiveStudentsQuery): Promise<Page<ActiveMembership>> {
    const { limit, offset } = pageWindow(page);
    const [rows, total] = await this.members.findAndCount({
      where: { academyId, status: 'active' },
      order: { joinedAt: 'ASC', id: 'ASC' },
      take: limit,
      skip: offset,
    });
    return toPage(rows.map(toActiveMembership), total, page);
  }
}

@QueryHandler(ListActiveStudentIdsQuery)
export class ListActiveStudentIdsHandler implements IQueryHandler<ListActiveStudentIdsQuery, number[]> {
  constructor(@InjectRepository(AcademyMember) private readonly members: Repository<AcademyMember>) {}

  async execute({ academyId }: ListActiveStudentIdsQuery): Promise<number[]> {
    const rows = await this.members.find({ select: { userId: true }, where: { academyId, status: 'active' }, order: { userId: 'ASC' } });
    return rows.map((row) => row.userId);
  }
}

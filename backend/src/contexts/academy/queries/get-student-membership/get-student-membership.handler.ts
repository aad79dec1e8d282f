import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { StudentMembership } from '@rallypoint/shared';
import { notFound, orRefuse } from '../../../../platform/rules';
import { MEMBERSHIP_NOT_FOUND } from '../../domain/academy.errors';
import { StudentMembershipViews } from '../list-student-memberships/student-membership-views';
import { GetStudentMembershipQuery } from './get-student-membership.query';

@QueryHandler(GetStudentMembershipQuery)
export class GetStudentMembershipHandler implements IQueryHandler<GetStudentMembershipQuery, StudentMembership> {
  constructor(private readonly memberships: StudentMembershipViews) {}

  async execute({ membershipId }: GetStudentMembershipQuery): Promise<StudentMembership> {
    return orRefuse(await this.memberships.one(membershipId), notFound(MEMBERSHIP_NOT_FOUND));
  }
}

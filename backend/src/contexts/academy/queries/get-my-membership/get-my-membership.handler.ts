import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ENROLLMENT_ACADEMY_ID, type MyMembership } from '@rallypoint/shared';
import { DataSource } from 'typeorm';
import { myMemberships } from '../list-my-memberships/my-memberships';
import { GetMyMembershipQuery } from './get-my-membership.query';

@QueryHandler(GetMyMembershipQuery)
export class GetMyMembershipHandler implements IQueryHandler<GetMyMembershipQuery, MyMembership | null> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ userId }: GetMyMembershipQuery): Promise<MyMembership | null> {
    const memberships = await myMemberships(this.dataSource.manager, userId, ENROLLMENT_ACADEMY_ID);
    return memberships.find((m) => m.status !== 'rejected') ?? memberships[0] ?? null;
  }
}

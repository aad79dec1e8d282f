import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AcademyMember } from '../../domain/academy-member.entity';
import { ActiveMembership, GetActiveMembershipQuery } from './get-active-membership.query';

export const toActiveMembership = (m: AcademyMember): ActiveMembership => ({
  membershipId: m.id,
  academyId: m.academyId,
  userId: m.userId,
  membershipType: m.membershipType,
  joinedAt: m.joinedAt ? m.joinedAt.toISOString() : null,
});

@QueryHandler(GetActiveMembershipQuery)
export class GetActiveMembershipHandler implements IQueryHandler<GetActiveMembershipQuery, ActiveMembership | null> {
  constructor(@InjectRepository(AcademyMember) private readonly members: Repository<AcademyMember>) {}

  async execute({ userId, academyId }: GetActiveMembershipQuery): Promise<ActiveMembership | null> {
    const membership = await this.members.findOneBy({ userId, academyId, status: 'active' });
    return membership ? toActiveMembership(membership) : null;
  }
}

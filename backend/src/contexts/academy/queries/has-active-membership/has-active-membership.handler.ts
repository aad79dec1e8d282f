import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AcademyMember } from '../../domain/academy-member.entity';
import { HasActiveMembershipQuery } from './has-active-membership.query';

@QueryHandler(HasActiveMembershipQuery)
export class HasActiveMembershipHandler implements IQueryHandler<HasActiveMembershipQuery, boolean> {
  constructor(@InjectRepository(AcademyMember) private readonly members: Repository<AcademyMember>) {}

  async execute({ userId, manager }: HasActiveMembershipQuery): Promise<boolean> {
    if (!manager) return this.members.existsBy({ userId, status: 'active' });
    const membership = await manager.findOne(AcademyMember, {
      select: { id: true },
      where: { userId, status: 'active' },
      lock: { mode: 'pessimistic_read' },
    });
    return membership !== null;
  }
}

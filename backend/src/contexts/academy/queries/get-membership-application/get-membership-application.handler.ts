import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { MembershipApplication } from '@rallypoint/shared';
import { Repository } from 'typeorm';
import { AcademyMember } from '../../domain/academy-member.entity';
import { toApplicationView } from '../read-model/academy-views';
import { GetMembershipApplicationQuery } from './get-membership-application.query';

@QueryHandler(GetMembershipApplicationQuery)
export class GetMembershipApplicationHandler implements IQueryHandler<GetMembershipApplicationQuery, MembershipApplication> {
  constructor(@InjectRepository(AcademyMember) private readonly members: Repository<AcademyMember>) {}

  async execute({ membershipId }: GetMembershipApplicationQuery): Promise<MembershipApplication> {
    return toApplicationView(await this.members.findOneByOrFail({ id: membershipId }));
  }
}

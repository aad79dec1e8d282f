import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { StudentMembership } from '@rallypoint/shared';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { GetUserProfilesQuery, type UserProfile } from '../../../identity';
import { AcademyMember } from '../../domain/academy-member.entity';
import { Academy } from '../../domain/academy.entity';
import { toStudentMembershipView } from '../read-model/academy-views';

/** A deleted applicant's rows may outlive the account until the deletion clean-up removes them. */
export const UNKNOWN_APPLICANT = 'Unknown';

/** Memberships with their academy's name and the applicant's name (asked of identity, one query per page). */
@Injectable()
export class StudentMembershipViews {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  query(): SelectQueryBuilder<AcademyMember> {
    return this.dataSource.manager
      .createQueryBuilder(AcademyMember, 'm')
      .innerJoin(Academy, 'a', 'a.id = m.academyId')
      .addSelect('a.name', 'academy_name');
  }

  async views(query: SelectQueryBuilder<AcademyMember>): Promise<StudentMembership[]> {
    const { entities, raw } = await query.getRawAndEntities();
    const profiles = await this.queries.execute<GetUserProfilesQuery, UserProfile[]>(
      new GetUserProfilesQuery(entities.map((m) => m.userId)),
    );
    const names = new Map(profiles.map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim() || p.username]));
    return entities.map((m, index) =>
      toStudentMembershipView(m, String(raw[index].academy_name), names.get(m.userId) ?? UNKNOWN_APPLICANT),
    );
  }
}

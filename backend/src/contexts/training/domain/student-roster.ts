import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ActiveStudent, ActiveStudentsQuery, Page } from '@rallypoint/shared';
import { enforce } from '../../../platform/rules';
import { GetActiveMembershipQuery, ListActiveStudentIdsQuery } from '../../academy';
import { SearchUserProfilesQuery } from '../../identity';
import { studentDashboardRefusal } from './rules/student-access.rule';

/**
 * Who is a student now. The academy context owns memberships and identity owns names, so training asks
 * both, here and nowhere else. A student is a member of academy 1, the academy the dashboard's My Academy
 * card and the enrollment page are about.
 */
@Injectable()
export class StudentRoster {
  constructor(private readonly queries: QueryBus) {}

  async hasActiveMembership(userId: number): Promise<boolean> {
    return (await this.queries.execute(new GetActiveMembershipQuery(userId))) !== null;
  }

  /** The gate of every student dashboard call: 403 'Membership Not Active' otherwise. */
  async ensureActiveStudent(userId: number): Promise<void> {
    enforce(studentDashboardRefusal(await this.hasActiveMembership(userId)));
  }

  async activeStudents({ search, ...page }: ActiveStudentsQuery): Promise<Page<ActiveStudent>> {
    const ids = await this.queries.execute(new ListActiveStudentIdsQuery());
    const profiles = await this.queries.execute(new SearchUserProfilesQuery(ids, page, search));
    return {
      ...profiles,
      items: profiles.items.map(({ id, firstName, lastName, username, email }) => ({ id, firstName, lastName, username, email })),
    };
  }
}

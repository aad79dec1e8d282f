import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ActiveStudent, ActiveStudentsQuery, Page } from '@rallypoint/shared';
import type { Transaction } from '../../../platform/events';
import { enforce } from '../../../platform/rules';
import { HasActiveMembershipQuery, ListActiveStudentsQuery } from '../../academy';
import { GetUserProfilesQuery, type UserProfile } from '../../identity';
import { studentDashboardRefusal, studentTargetRefusal } from './rules/student-access.rule';

/**
 * Who is a student now: anyone with an active membership in any academy (an admin approves players at every
 * academy, not only at academy 1, which GET /api/academies/my-membership and the My Academy card are about).
 * The academy context owns memberships and identity owns users, so training asks both, here and nowhere else.
 */
@Injectable()
export class StudentRoster {
  constructor(private readonly queries: QueryBus) {}

  /** Inside a command's transaction the membership is read there and held until it commits. */
  hasActiveMembership(userId: number, tx?: Transaction): Promise<boolean> {
    return this.queries.execute(new HasActiveMembershipQuery(userId, tx?.manager));
  }

  /** The gate of every student dashboard call: 403 'Membership Not Active' otherwise. */
  async ensureActiveStudent(userId: number, tx?: Transaction): Promise<void> {
    enforce(studentDashboardRefusal(await this.hasActiveMembership(userId, tx)));
  }

  /**
   * The student an admin writes for (checked in the write's own transaction) or reads about: 404 when no such user,
   * 409 without an active membership. A member is a user (memberships go in the deletion's transaction), so identity is
   * asked only to tell those two refusals apart.
   */
  async ensureStudentTarget(studentId: number, tx?: Transaction): Promise<void> {
    const hasActiveMembership = await this.hasActiveMembership(studentId, tx);
    const userExists =
      hasActiveMembership ||
      (await this.queries.execute<GetUserProfilesQuery, UserProfile[]>(new GetUserProfilesQuery([studentId]))).length > 0;
    enforce(studentTargetRefusal({ userExists, hasActiveMembership }));
  }

  /** The admin's student list: one page, searched, ordered and counted in SQL by the academy context. */
  activeStudents({ search, ...page }: ActiveStudentsQuery): Promise<Page<ActiveStudent>> {
    return this.queries.execute(new ListActiveStudentsQuery(page, search));
  }
}

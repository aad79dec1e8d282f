import { QueryBus } from '@nestjs/cqrs';
import { GetUserProfilesQuery, type UserProfile } from '../../../identity';
import { enforce } from '../../../../platform/rules';
import { studentTargetRefusal } from '../../domain/rules/student-access.rule';
import type { StudentRoster } from '../../domain/student-roster';

/** The student an admin writes for, checked: 404 when no such user, 409 without an active membership. */
export async function ensureStudentTarget(queries: QueryBus, roster: StudentRoster, studentId: number): Promise<UserProfile> {
  const [profile] = await queries.execute<GetUserProfilesQuery, UserProfile[]>(new GetUserProfilesQuery([studentId]));
  const hasActiveMembership = profile ? await roster.hasActiveMembership(studentId) : false;
  enforce(studentTargetRefusal({ userExists: !!profile, hasActiveMembership }));
  return profile;
}

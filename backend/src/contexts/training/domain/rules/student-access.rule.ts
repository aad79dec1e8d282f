import { conflict, forbidden, notFound, type Refusal } from '../../../../platform/rules';
import { MEMBERSHIP_NOT_ACTIVE, NOT_AN_ACTIVE_STUDENT, STUDENT_NOT_FOUND } from '../training.errors';

/** The student dashboard and its calls are for members whose academy membership is active (403; docs/product-rules.md#academies-and-students). */
export function studentDashboardRefusal(hasActiveMembership: boolean): Refusal | null {
  return hasActiveMembership ? null : forbidden(MEMBERSHIP_NOT_ACTIVE);
}

export interface StudentTarget {
  userExists: boolean;
  hasActiveMembership: boolean;
}

/** An admin writes schedules, progress, announcements and metrics only for an active student: 404 no such user, 409 not a student now. */
export function studentTargetRefusal({ userExists, hasActiveMembership }: StudentTarget): Refusal | null {
  if (!userExists) return notFound(STUDENT_NOT_FOUND);
  return hasActiveMembership ? null : conflict(NOT_AN_ACTIVE_STUDENT);
}

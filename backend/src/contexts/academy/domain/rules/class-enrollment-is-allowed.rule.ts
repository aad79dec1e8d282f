import { conflict, forbidden, notFound, type Refusal } from '../../../../platform/rules';
import { ALREADY_ENROLLED_IN_CLASS, CLASS_NOT_FOUND, CLASS_NOT_OPEN, classIsFull, NOT_AN_ACTIVE_MEMBER } from '../academy.errors';
import type { AcademyClass } from '../academy-class.entity';

export interface ClassEnrollmentCheck {
  academyClass: Pick<AcademyClass, 'academyId' | 'isActive' | 'maxStudents' | 'currentStudents'> | null;
  academyId: number;
  isActiveMember: boolean;
  alreadyEnrolled: boolean;
}

/** docs/product-rules.md#academies-and-students: class enrolment needs an active membership in that academy and a free seat. */
export function classEnrollmentRefusal({
  academyClass,
  academyId,
  isActiveMember,
  alreadyEnrolled,
}: ClassEnrollmentCheck): Refusal | null {
  if (!academyClass || academyClass.academyId !== academyId) return notFound(CLASS_NOT_FOUND);
  if (!isActiveMember) return forbidden(NOT_AN_ACTIVE_MEMBER);
  if (alreadyEnrolled) return conflict(ALREADY_ENROLLED_IN_CLASS);
  if (!academyClass.isActive) return conflict(CLASS_NOT_OPEN);
  return academyClass.currentStudents >= academyClass.maxStudents ? conflict(classIsFull(academyClass.maxStudents)) : null;
}

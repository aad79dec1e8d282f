import type { AcademyJoinInput } from '@rallypoint/shared';
import type { AcademyMember } from '../../domain/academy-member.entity';

type ApplicationRow = Omit<AcademyMember, 'id' | 'status' | 'createdAt' | 'joinedAt' | 'decidedAt' | 'decidedBy'>;

/** Either form's fields as one academy_members row; the fields the other form has stay empty. */
export function applicationRow(userId: number, input: AcademyJoinInput): ApplicationRow {
  const empty = {
    reason: null,
    age: null,
    currentGrade: null,
    schoolName: null,
    preferredTime: null,
    preferredSchedule: null,
    additionalNotes: null,
  };
  if (input.form === 'enrollment') {
    return {
      ...empty,
      academyId: input.academyId,
      userId,
      membershipType: input.membershipType,
      experience: input.experience,
      goals: input.goals ?? null,
      preferredSchedule: input.preferredSchedule ?? null,
      additionalNotes: input.additionalNotes ?? null,
    };
  }
  return {
    ...empty,
    academyId: input.academyId,
    userId,
    membershipType: input.membershipType,
    reason: input.reason,
    experience: input.experience,
    goals: input.goals,
    age: input.age,
    currentGrade: input.currentGrade,
    schoolName: input.schoolName,
    preferredTime: input.preferredTime,
  };
}

import { MEMBERSHIP_NOT_ACTIVE, NOT_AN_ACTIVE_STUDENT, STUDENT_NOT_FOUND } from '../training.errors';
import { studentDashboardRefusal, studentTargetRefusal } from './student-access.rule';

describe('student access rules', () => {
  it('opens the student dashboard only with an active membership', () => {
    expect(studentDashboardRefusal(true)).toBeNull();
    expect(studentDashboardRefusal(false)).toEqual({
      kind: 'forbidden',
      message: MEMBERSHIP_NOT_ACTIVE,
    });
  });

  it('lets an admin write for an active student', () => {
    expect(studentTargetRefusal({ userExists: true, hasActiveMembership: true })).toBeNull();
  });

  it('answers 404 for a user who does not exist, whatever else holds', () => {
    expect(studentTargetRefusal({ userExists: false, hasActiveMembership: false })).toEqual({
      kind: 'not-found',
      message: STUDENT_NOT_FOUND,
    });
  });

  it('answers 409 for a user without an active membership', () => {
    expect(studentTargetRefusal({ userExists: true, hasActiveMembership: false })).toEqual({
      kind: 'conflict',
      message: NOT_AN_ACTIVE_STUDENT,
    });
  });
});

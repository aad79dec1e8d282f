import { classEnrollmentRefusal, type ClassEnrollmentCheck } from './class-enrollment-is-allowed.rule';

const open: ClassEnrollmentCheck = {
  academyClass: { academyId: 1, isActive: true, maxStudents: 8, currentStudents: 7 },
  academyId: 1,
  isActiveMember: true,
  alreadyEnrolled: false,
};

describe('classEnrollmentRefusal', () => {
  it('lets an active member take the last free seat', () => {
    expect(classEnrollmentRefusal(open)).toBeNull();
  });

  it('answers 404 for a missing class or a class of another academy', () => {
    expect(classEnrollmentRefusal({ ...open, academyClass: null })?.kind).toBe('not-found');
    expect(classEnrollmentRefusal({ ...open, academyId: 2 })).toEqual({
      kind: 'not-found',
      message: 'Class not found in this academy',
    });
  });

  it('refuses someone without an active membership in that academy', () => {
    expect(classEnrollmentRefusal({ ...open, isActiveMember: false })).toEqual({
      kind: 'forbidden',
      message: 'Only active members of this academy can enroll in its classes',
    });
  });

  it('refuses a second enrollment before saying the class is full', () => {
    expect(
      classEnrollmentRefusal({ ...open, alreadyEnrolled: true, academyClass: { ...open.academyClass!, currentStudents: 8 } })
        ?.message,
    ).toBe('You are already enrolled in this class');
  });

  it('refuses an inactive class', () => {
    expect(classEnrollmentRefusal({ ...open, academyClass: { ...open.academyClass!, isActive: false } })?.message).toBe(
      'This class is not open for enrollment',
    );
  });

  it('refuses a full class', () => {
    expect(classEnrollmentRefusal({ ...open, academyClass: { ...open.academyClass!, currentStudents: 8 } })).toEqual({
      kind: 'conflict',
      message: 'Class is full: all 8 places are taken',
    });
  });
});

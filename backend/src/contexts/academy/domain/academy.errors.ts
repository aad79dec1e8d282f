/** Messages people see when the academy context refuses something (404 / 403 / 409). */
export const ACADEMY_NOT_FOUND = 'Academy not found';
export const MEMBERSHIP_NOT_FOUND = 'Membership application not found';
export const CLASS_NOT_FOUND = 'Class not found in this academy';
export const ALREADY_ENROLLED_IN_CLASS = 'You are already enrolled in this class';
export const CLASS_NOT_OPEN = 'This class is not open for enrollment';
export const NOT_AN_ACTIVE_MEMBER = 'Only active members of this academy can enroll in its classes';

export const openApplicationExists = (status: 'pending' | 'active') =>
  status === 'pending'
    ? 'You already have a pending application to this academy'
    : 'You are already an active member of this academy';
export const classIsFull = (maxStudents: number) => `Class is full: all ${maxStudents} places are taken`;
export const membershipAlreadyInStatus = (status: string) => `This membership is already ${status}`;

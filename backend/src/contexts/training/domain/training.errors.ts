export const STUDENT_NOT_FOUND = 'Student not found';
export const NOT_AN_ACTIVE_STUDENT = 'This user does not have an active academy membership';
export const MEMBERSHIP_NOT_ACTIVE =
  'Membership Not Active: your academy membership must be approved before you can use the student dashboard';
export const ANNOUNCEMENT_NOT_FOUND = 'Announcement not found';

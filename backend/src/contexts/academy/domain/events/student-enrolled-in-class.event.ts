import { DomainEvent } from '../../../../platform/events';

export type StudentEnrolledInClassPayload = {
  academyId: number;
  userId: number;
  enrollmentId: number;
};

/** An active member took a seat in one of the academy's classes. */
export class StudentEnrolledInClass extends DomainEvent<StudentEnrolledInClassPayload> {
  constructor(classId: number, payload: StudentEnrolledInClassPayload) {
    super('academy-class', classId, payload);
  }
}

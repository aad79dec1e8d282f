import { DomainEvent } from '../../../../platform/events';

/** An admin put a lesson on a student's schedule. */
export class LessonScheduled extends DomainEvent<{
  studentId: number;
  title: string;
  date: string;
  time: string;
  type: string;
}> {
  constructor(
    aggregateId: number,
    payload: {
      studentId: number;
      title: string;
      date: string;
      time: string;
      type: string;
    },
  ) {
    super('student_lesson', aggregateId, payload);
  }
}

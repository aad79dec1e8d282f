import { DomainEvent } from '../../../../platform/events';

/** An admin posted an announcement to one student, or to every active student (studentId null). */
export class AnnouncementPosted extends DomainEvent<{
  studentId: number | null;
  title: string;
  type: string;
  priority: string;
}> {
  constructor(
    aggregateId: number,
    payload: {
      studentId: number | null;
      title: string;
      type: string;
      priority: string;
    },
  ) {
    super('student_announcement', aggregateId, payload);
  }
}

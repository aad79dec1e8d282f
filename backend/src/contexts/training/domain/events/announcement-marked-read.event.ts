import { DomainEvent } from '../../../../platform/events';

/** A student read an announcement. */
export class AnnouncementMarkedRead extends DomainEvent<{ studentId: number }> {
  constructor(aggregateId: number, payload: { studentId: number }) {
    super('student_announcement', aggregateId, payload);
  }
}

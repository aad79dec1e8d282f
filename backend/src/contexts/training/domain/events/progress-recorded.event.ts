import { DomainEvent } from '../../../../platform/events';

/** An admin assessed a student's progress (level, lessons, skill percentages). */
export class ProgressRecorded extends DomainEvent<{
  level: string;
  lessonsCompleted: number;
  skillsProgress: Record<string, number>;
}> {
  constructor(
    aggregateId: number,
    payload: {
      level: string;
      lessonsCompleted: number;
      skillsProgress: Record<string, number>;
    },
  ) {
    super('student', aggregateId, payload);
  }
}

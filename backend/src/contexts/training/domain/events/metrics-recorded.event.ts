import { DomainEvent } from '../../../../platform/events';

/** An admin recorded a performance assessment for a student. */
export class MetricsRecorded extends DomainEvent<{
  date: string;
  attendance: number;
  technicalSkills: number;
  consistency: number;
  effort: number;
}> {
  constructor(
    aggregateId: number,
    payload: {
      date: string;
      attendance: number;
      technicalSkills: number;
      consistency: number;
      effort: number;
    },
  ) {
    super('student', aggregateId, payload);
  }
}

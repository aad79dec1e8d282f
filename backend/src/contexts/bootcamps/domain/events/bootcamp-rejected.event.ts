import { DomainEvent } from '../../../../platform/events';
import type { BootcampDecisionPayload } from './bootcamp-decided.payload';

/** An admin rejected a pending bootcamp; it stays visible to its organizer only. */
export class BootcampRejected extends DomainEvent<BootcampDecisionPayload> {
  constructor(bootcampId: number, payload: BootcampDecisionPayload) {
    super('bootcamp', bootcampId, payload);
  }
}

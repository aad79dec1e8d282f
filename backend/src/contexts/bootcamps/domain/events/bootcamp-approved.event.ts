import { DomainEvent } from '../../../../platform/events';
import type { BootcampDecisionPayload } from './bootcamp-decided.payload';

/** An admin approved a pending bootcamp: players can now see it and register. */
export class BootcampApproved extends DomainEvent<BootcampDecisionPayload> {
  constructor(bootcampId: number, payload: BootcampDecisionPayload) {
    super('bootcamp', bootcampId, payload);
  }
}

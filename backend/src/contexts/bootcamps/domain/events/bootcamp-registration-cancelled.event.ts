import { DomainEvent } from '../../../../platform/events';

/** A user gave their place back; the next in line, if any, takes it in the same transaction. */
export class BootcampRegistrationCancelled extends DomainEvent<{ userId: number }> {
  constructor(bootcampId: number, payload: { userId: number }) {
    super('bootcamp', bootcampId, payload);
  }
}

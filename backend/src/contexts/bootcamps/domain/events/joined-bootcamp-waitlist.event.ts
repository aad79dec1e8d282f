import { DomainEvent } from '../../../../platform/events';

/** A user queued for a place in a full bootcamp. */
export class JoinedBootcampWaitlist extends DomainEvent<{ userId: number }> {
  constructor(bootcampId: number, payload: { userId: number }) {
    super('bootcamp', bootcampId, payload);
  }
}

import { DomainEvent } from '../../../../platform/events';

/** A user stopped waiting for a place. */
export class LeftBootcampWaitlist extends DomainEvent<{ userId: number }> {
  constructor(bootcampId: number, payload: { userId: number }) {
    super('bootcamp', bootcampId, payload);
  }
}

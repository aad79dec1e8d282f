import { DomainEvent } from '../../../../platform/events';

export type BootcampWaitlistPromotedPayload = {
  bootcampId: number;
  userId: number;
  registrationId: number;
  /** Carried so other contexts can tell the user without asking for the bootcamp (it has no public query). */
  title: string;
};

/** The first user in line took a place that was given back: they are now registered and off the waitlist. */
export class BootcampWaitlistPromoted extends DomainEvent<BootcampWaitlistPromotedPayload> {
  constructor(bootcampId: number, payload: BootcampWaitlistPromotedPayload) {
    super('bootcamp', bootcampId, payload);
  }
}

import type { BootcampType } from '@rallypoint/shared';
import { DomainEvent } from '../../../../platform/events';

export type BootcampCreatedPayload = {
  title: string;
  type: BootcampType;
  organizerId: number;
};

/** An organizer offered a bootcamp or clinic; it waits for an admin's decision. */
export class BootcampCreated extends DomainEvent<BootcampCreatedPayload> {
  constructor(bootcampId: number, payload: BootcampCreatedPayload) {
    super('bootcamp', bootcampId, payload);
  }
}

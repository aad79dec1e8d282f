import type { BootcampType } from '@rallypoint/shared';
import { DomainEvent } from '../../../../platform/events';

export type BootcampDeletedPayload = {
  title: string;
  type: BootcampType;
  startDate: string;
  organizerId: number;
  /** Who had registered: their registrations went with the bootcamp, so the event names them. */
  registrantIds: number[];
};

/** An admin removed a bootcamp and its registrations. */
export class BootcampDeleted extends DomainEvent<BootcampDeletedPayload> {
  constructor(bootcampId: number, payload: BootcampDeletedPayload) {
    super('bootcamp', bootcampId, payload);
  }
}

import { DomainEvent } from '../../../../platform/events';

export type RegisteredForBootcampPayload = {
  registrationId: number;
  userId: number;
};

/** A signed-in user took a place in a bootcamp. */
export class RegisteredForBootcamp extends DomainEvent<RegisteredForBootcampPayload> {
  constructor(bootcampId: number, payload: RegisteredForBootcampPayload) {
    super('bootcamp', bootcampId, payload);
  }
}

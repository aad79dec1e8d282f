import { DomainEvent } from '../../../../platform/events';

/** The token is never stored in the log: the event says only that the address changed. */
export class CalendarFeedRenewed extends DomainEvent<Record<string, never>> {
  constructor(userId: number) {
    super('user', userId, {});
  }
}

export class CalendarFeedRevoked extends DomainEvent<Record<string, never>> {
  constructor(userId: number) {
    super('user', userId, {});
  }
}

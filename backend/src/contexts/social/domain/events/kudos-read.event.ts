import { DomainEvent } from '../../../../platform/events';

/** The recipient marked kudos they received as read. */
export class KudosRead extends DomainEvent<{ recipientId: number }> {
  constructor(kudosId: number, payload: { recipientId: number }) {
    super('kudos', kudosId, payload);
  }
}

import { DomainEvent } from '../../../../platform/events';

/** The recipient opened (marked read) a message. */
export class MessageRead extends DomainEvent<{ recipientId: number }> {
  constructor(messageId: number, payload: { recipientId: number }) {
    super('message', messageId, payload);
  }
}

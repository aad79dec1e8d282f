import { DomainEvent } from '../../../../platform/events';

export type MessageSentPayload = {
  senderId: number;
  recipientId: number;
};

/** A direct message was stored for its recipient's inbox. */
export class MessageSent extends DomainEvent<MessageSentPayload> {
  constructor(messageId: number, payload: MessageSentPayload) {
    super('message', messageId, payload);
  }
}

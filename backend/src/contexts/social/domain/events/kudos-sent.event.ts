import { DomainEvent } from '../../../../platform/events';

export type KudosSentPayload = {
  senderId: number;
  recipientId: number;
};

/** One player praised another. */
export class KudosSent extends DomainEvent<KudosSentPayload> {
  constructor(kudosId: number, payload: KudosSentPayload) {
    super('kudos', kudosId, payload);
  }
}

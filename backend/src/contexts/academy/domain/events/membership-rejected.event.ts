import { DomainEvent } from '../../../../platform/events';
import type { MembershipDecisionPayload } from './membership-decision';

/** An admin rejected the application (or ended an active membership): the player is not a student of the academy. */
export class MembershipRejected extends DomainEvent<MembershipDecisionPayload> {
  constructor(membershipId: number, payload: MembershipDecisionPayload) {
    super('academy-membership', membershipId, payload);
  }
}

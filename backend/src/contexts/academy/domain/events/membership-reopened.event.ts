import { DomainEvent } from '../../../../platform/events';
import type { MembershipDecisionPayload } from './membership-decision';

/** An admin put the membership back to pending: the player is not an active student until it is approved again. */
export class MembershipReopened extends DomainEvent<MembershipDecisionPayload> {
  constructor(membershipId: number, payload: MembershipDecisionPayload) {
    super('academy-membership', membershipId, payload);
  }
}

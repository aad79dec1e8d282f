import { DomainEvent } from '../../../../platform/events';
import type { MembershipDecisionPayload } from './membership-decision';

/** An admin approved the membership: the player is now an active student of the academy. */
export class MembershipApproved extends DomainEvent<MembershipDecisionPayload> {
  constructor(membershipId: number, payload: MembershipDecisionPayload) {
    super('academy-membership', membershipId, payload);
  }
}

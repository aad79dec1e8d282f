import type { StoredMembershipType } from '@rallypoint/shared';
import { DomainEvent } from '../../../../platform/events';

export type MembershipAppliedPayload = {
  academyId: number;
  userId: number;
  membershipType: StoredMembershipType;
};

/** A player applied to an academy; the application waits for an admin. */
export class MembershipApplied extends DomainEvent<MembershipAppliedPayload> {
  constructor(membershipId: number, payload: MembershipAppliedPayload) {
    super('academy-membership', membershipId, payload);
  }
}

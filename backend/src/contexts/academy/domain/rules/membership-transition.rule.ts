import type { MembershipStatus } from '@rallypoint/shared';
import { conflict, type Refusal } from '../../../../platform/rules';
import { membershipAlreadyInStatus } from '../academy.errors';

/**
 * An admin may move a membership to any other status: approve or reject a pending application, end an active
 * membership (rejected), or reopen one (pending). Setting the status it already has is a conflict, so a double
 * click never sends a second e-mail.
 */
export function membershipTransitionRefusal(from: MembershipStatus, to: MembershipStatus): Refusal | null {
  return from === to ? conflict(membershipAlreadyInStatus(to)) : null;
}

import type { MembershipStatus } from '@rallypoint/shared';
import { conflict, type Refusal } from '../../../../platform/rules';
import { membershipAlreadyInStatus } from '../academy.errors';

/**
 * An admin decides a pending application once: approved or rejected, the decision is final, so two admins
 * answering at once (or a double click) can never flip it back and forth or send the applicant a second e-mail.
 */
export function membershipDecisionRefusal(current: MembershipStatus): Refusal | null {
  return current === 'pending' ? null : conflict(membershipAlreadyInStatus(current));
}

import type { MembershipStatus } from '@rallypoint/shared';

/** What every membership status change says: whose membership in which academy, and what it was before. */
export type MembershipDecisionPayload = {
  academyId: number;
  userId: number;
  previousStatus: MembershipStatus;
};

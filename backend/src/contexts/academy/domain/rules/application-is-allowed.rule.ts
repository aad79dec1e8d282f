import type { MembershipStatus } from '@rallypoint/shared';
import { conflict, notFound, type Refusal } from '../../../../platform/rules';
import { ACADEMY_NOT_FOUND, openApplicationExists } from '../academy.errors';

export interface ApplicationCheck {
  academyExists: boolean;
  /** The caller's pending or active application to this academy, if any. */
  openStatus: Extract<MembershipStatus, 'pending' | 'active'> | null;
}

/** docs/product-rules.md#academies-and-students: pending or active blocks reapplying; a rejected applicant may apply again. */
export function applicationRefusal({ academyExists, openStatus }: ApplicationCheck): Refusal | null {
  if (!academyExists) return notFound(ACADEMY_NOT_FOUND);
  return openStatus ? conflict(openApplicationExists(openStatus)) : null;
}

import { forbidden, type Refusal } from '../../../../platform/rules';
import type { RoleColumn } from '@rallypoint/shared';
import { ADMIN_ACTIVATION_REFUSED, ADMIN_DELETION_REFUSED } from '../identity.errors';

export type AccountChange = 'activation' | 'deletion';

/** Admins manage non-admin accounts only (docs/product-rules.md#admin-console-and-history); an admin account is never activated, deactivated or deleted here. */
export function accountChangeRefusal(user: { role: RoleColumn }, change: AccountChange): Refusal | null {
  if (user.role !== 'admin') return null;
  return forbidden(change === 'activation' ? ADMIN_ACTIVATION_REFUSED : ADMIN_DELETION_REFUSED);
}

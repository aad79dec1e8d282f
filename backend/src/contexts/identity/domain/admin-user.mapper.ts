import type { AdminUser } from '@rallypoint/shared';
import { accountFields, type AccountColumn } from './current-user.mapper';
import type { User } from './user.entity';

/** The User Management row: only the fields the table shows, never a hash, token or verification field. */
export function toAdminUser(user: Pick<User, AccountColumn | 'createdAt' | 'activatedAt'>): AdminUser {
  return {
    ...accountFields(user),
    createdAt: user.createdAt.toISOString(),
    activatedAt: user.activatedAt ? user.activatedAt.toISOString() : null,
  };
}

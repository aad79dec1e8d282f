import { roleOf, type RoleColumn, type UserType } from '@rallypoint/shared';
import type { UserProfile } from './get-user-profiles.query';

export type ProfileRow = Omit<UserProfile, 'role'> & { roleColumn: RoleColumn };

/** Field by field (not a rest copy): profiles are read for whole pages of rows. */
export const toUserProfile = (row: ProfileRow): UserProfile => ({
  id: row.id,
  username: row.username,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  organizationName: row.organizationName,
  userType: row.userType,
  level: row.level,
  sports: row.sports,
  isActive: row.isActive,
  emailVerified: row.emailVerified,
  role: roleOf({ role: row.roleColumn, userType: row.userType as UserType }),
});

import { z } from 'zod';
import { USER_MANAGEMENT_ACTIONS } from '../../constants/users';
import { accountSchema } from './auth';
import { count, id } from './common';

/** A row of the admin's User Management table; never a hash, token or verification field. */
export const adminUserSchema = accountSchema.extend({
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
});

/** A user management history entry (docs/product-rules.md#admin-console-and-history), plus who the admin was by name. */
export const userManagementHistoryEntrySchema = z.object({
  id,
  adminId: id,
  /** The admin's name as it is now; null if that account no longer exists. */
  adminName: z.string().nullable(),
  targetUserId: id,
  targetUserName: z.string(),
  targetUserEmail: z.string(),
  action: z.enum(USER_MANAGEMENT_ACTIONS),
  details: z.string(),
  createdAt: z.string(),
});

/** The admin dashboard's four summary cards. */
export const adminSummarySchema = z.object({
  totalUsers: count,
  activeUsers: count,
  pendingUsers: count,
  pendingTournaments: count,
});

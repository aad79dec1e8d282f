import type { EdgeRole, UserType } from '../constants/users';

/** A row of the admin's User Management table; never a hash, token or verification field. */
export interface AdminUser {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  userType: UserType;
  role: EdgeRole;
  isActive: boolean;
  createdAt: string;
  activatedAt: string | null;
}

export const USER_MANAGEMENT_ACTIONS = ['activated', 'deactivated', 'deleted'] as const;
export type UserManagementAction = (typeof USER_MANAGEMENT_ACTIONS)[number];

/** A user management history entry (docs/product-rules.md#admin-console-and-history), plus who the admin was by name. */
export interface UserManagementHistoryEntry {
  id: number;
  adminId: number;
  /** The admin's name as it is now; null if that account no longer exists. */
  adminName: string | null;
  targetUserId: number;
  targetUserName: string;
  targetUserEmail: string;
  action: UserManagementAction;
  details: string;
  createdAt: string;
}

/** The admin dashboard's four summary cards. */
export interface AdminSummary {
  totalUsers: number;
  activeUsers: number;
  pendingUsers: number;
  pendingTournaments: number;
}

import type { z } from 'zod';
import type * as schemas from './schemas/admin';

export type AdminUser = z.output<typeof schemas.adminUserSchema>;

export const USER_MANAGEMENT_ACTIONS = ['activated', 'deactivated', 'deleted'] as const;
export type UserManagementAction = (typeof USER_MANAGEMENT_ACTIONS)[number];

export type UserManagementHistoryEntry = z.output<typeof schemas.userManagementHistoryEntrySchema>;

export type AdminSummary = z.output<typeof schemas.adminSummarySchema>;

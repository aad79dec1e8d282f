import type { z } from 'zod';
import type * as schemas from './schemas/admin';

export type AdminUser = z.output<typeof schemas.adminUserSchema>;

export type UserManagementHistoryEntry = z.output<typeof schemas.userManagementHistoryEntrySchema>;

export type AdminSummary = z.output<typeof schemas.adminSummarySchema>;

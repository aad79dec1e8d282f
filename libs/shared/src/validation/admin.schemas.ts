import { z } from 'zod';
import { pageQuerySchema, searchParam } from './paging.schemas';

export const USER_STATUS_FILTERS = ['active', 'pending'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

export const ADMIN_MESSAGES = {
  isActive: 'isActive must be true or false',
  status: 'Status must be active or pending',
} as const;

/** `PATCH /api/admin/users/{id}/activation` */
export const userActivationSchema = z.object({
  isActive: z.boolean({ message: ADMIN_MESSAGES.isActive }),
});
export type UserActivationInput = z.infer<typeof userActivationSchema>;

/** `GET /api/admin/users`: name, username or e-mail search, Active / Pending filter, paged. */
export const adminUsersQuerySchema = pageQuerySchema.extend({
  search: searchParam,
  status: z.enum(USER_STATUS_FILTERS, { message: ADMIN_MESSAGES.status }).optional(),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

/** `GET /api/admin/user-management-history`, newest first. */
export const userManagementHistoryQuerySchema = pageQuerySchema;
export type UserManagementHistoryQuery = z.output<typeof userManagementHistoryQuerySchema>;

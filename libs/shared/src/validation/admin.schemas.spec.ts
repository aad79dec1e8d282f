import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, adminUsersQuerySchema, userActivationSchema } from './admin.schemas';

describe('userActivationSchema', () => {
  it('takes a boolean isActive', () => {
    expect(userActivationSchema.parse({ isActive: false })).toEqual({ isActive: false });
  });

  it.each([{}, { isActive: 'true' }, { isActive: 1 }, { isActive: null }])('refuses %j with the isActive message', (body) => {
    const result = userActivationSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['isActive', ADMIN_MESSAGES.isActive],
    ]);
  });
});

describe('adminUsersQuerySchema', () => {
  it('defaults to the first page of 50 with no filter, dropping a blank search', () => {
    expect(adminUsersQuerySchema.parse({ search: '   ' })).toEqual({ page: 1, pageSize: 50, search: undefined });
  });

  it('reads the query string: trimmed search, status and numbers', () => {
    expect(adminUsersQuerySchema.parse({ search: ' naomi ', status: 'pending', page: '3', pageSize: '20' })).toEqual({
      search: 'naomi',
      status: 'pending',
      page: 3,
      pageSize: 20,
    });
  });

  it('refuses a status other than active or pending', () => {
    const result = adminUsersQuerySchema.safeParse({ status: 'deactivated' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([ADMIN_MESSAGES.status]);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserManagementHistoryEntry } from '@rallypoint/shared';
import { serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { UserManagementHistoryCard } from './user-management-history-card';

const entry = (overrides: Partial<UserManagementHistoryEntry>): UserManagementHistoryEntry => ({
  id: 1,
  adminId: 2,
  adminName: 'Ada Admin',
  targetUserId: 7,
  targetUserName: 'Naomi Osaka',
  targetUserEmail: 'naomi@example.com',
  action: 'activated',
  details: 'Activated account @naomi; the user can sign in',
  createdAt: '2024-11-20T10:00:00.000Z',
  ...overrides,
});

describe('UserManagementHistoryCard', () => {
  it('shows date, admin, target user, action and details for each entry', async () => {
    serveApi({
      'GET /api/admin/user-management-history': {
        body: {
          items: [entry({ id: 2, action: 'deleted', details: 'Deleted account @naomi', adminName: null }), entry({})],
          total: 2,
          page: 1,
          pageSize: 50,
        },
      },
    });
    renderWithProviders(<UserManagementHistoryCard />);

    expect(await screen.findByText('Deleted account @naomi')).toBeInTheDocument();
    const [deleted, activated] = screen.getAllByRole('row').slice(1);
    expect(within(deleted).getByText('Deleted')).toBeInTheDocument();
    expect(within(deleted).getByText('Admin #2')).toBeInTheDocument();
    expect(within(activated).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(activated).getByText('Naomi Osaka')).toBeInTheDocument();
    expect(within(activated).getByText('naomi@example.com')).toBeInTheDocument();
    expect(within(activated).getByText('Activated')).toBeInTheDocument();
    expect(within(activated).getByText(/Nov 20, 2024/)).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    serveApi({ 'GET /api/admin/user-management-history': { body: { items: [], total: 0, page: 1, pageSize: 50 } } });
    renderWithProviders(<UserManagementHistoryCard />);
    expect(await screen.findByText('No user management actions yet')).toBeInTheDocument();
  });
});

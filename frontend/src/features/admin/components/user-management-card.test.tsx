import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser, Page } from '@rallypoint/shared';
import { callsTo, errorReply, serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { UserManagementCard } from './user-management-card';

function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 7,
    firstName: 'Naomi',
    lastName: 'Osaka',
    username: 'naomi',
    email: 'naomi@example.com',
    userType: 'individual_player',
    role: 'user',
    isActive: false,
    createdAt: '2024-11-20T10:00:00.000Z',
    activatedAt: null,
    ...overrides,
  };
}

const pageOf = (items: AdminUser[], extra: Partial<Page<AdminUser>> = {}): Page<AdminUser> => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 50,
  ...extra,
});

const naomi = makeAdminUser();
const admin = makeAdminUser({ id: 1, firstName: 'Ada', lastName: 'Admin', username: 'ada', role: 'admin', isActive: true });
const organizer = makeAdminUser({
  id: 9,
  firstName: 'Olive',
  lastName: 'Org',
  username: 'olive',
  userType: 'organizer',
  role: 'organizer',
  isActive: true,
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('UserManagementCard', () => {
  it('shows each account with its type, role and Active or Pending status, and no actions for admins', async () => {
    serveApi({ 'GET /api/admin/users': { body: pageOf([naomi, organizer, admin]) } });
    renderWithProviders(<UserManagementCard />);

    expect(await screen.findByText('Naomi Osaka')).toBeInTheDocument();
    const naomiRow = within(rowOf('Naomi Osaka'));
    expect(naomiRow.getByText('naomi@example.com')).toBeInTheDocument();
    expect(naomiRow.getByText('Individual Player')).toBeInTheDocument();
    expect(naomiRow.getByText('Pending')).toBeInTheDocument();
    expect(naomiRow.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(naomiRow.getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    const oliveRow = within(rowOf('Olive Org'));
    expect(oliveRow.getByText('Active')).toBeInTheDocument();
    expect(oliveRow.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();

    const adminRow = within(rowOf('Ada Admin'));
    expect(adminRow.queryByRole('button')).not.toBeInTheDocument();
    expect(adminRow.getByText('Admin account')).toBeInTheDocument();
    expect(screen.getByText('1–3 of 3 users')).toBeInTheDocument();
  });

  it('asks the server to search and filter, and starts again from page 1', async () => {
    const apiLog = serveApi({
      'GET /api/admin/users': ({ url }) => {
        const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? 1);
        return { body: pageOf([naomi], { total: 120, page }) };
      },
    });
    const { user } = renderWithProviders(<UserManagementCard />);

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsTo(apiLog, 'GET /api/admin/users').at(-1)!.url).toContain('page=2'));

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nao');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await waitFor(() => {
      const url = new URL(callsTo(apiLog, 'GET /api/admin/users').at(-1)!.url, 'http://x');
      expect(Object.fromEntries(url.searchParams)).toEqual({ search: 'nao', status: 'pending', page: '1' });
    });
  });

  it('says when no account matches', async () => {
    serveApi({ 'GET /api/admin/users': { body: pageOf([]) } });
    renderWithProviders(<UserManagementCard />);
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('activates an account only after confirmation', async () => {
    const apiLog = serveApi({
      'GET /api/admin/users': { body: pageOf([naomi]) },
      'PATCH /api/admin/users/7/activation': { body: { ...naomi, isActive: true } },
    });
    const { user } = renderWithProviders(<UserManagementCard />);

    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    expect(callsTo(apiLog, 'PATCH /api/admin/users/7/activation')).toHaveLength(0);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Activate "Naomi Osaka"?');
    await user.click(screen.getAllByRole('button', { name: 'Activate' }).at(-1)!);

    expect(await screen.findByText('User Activated')).toBeInTheDocument();
    expect(callsTo(apiLog, 'PATCH /api/admin/users/7/activation')[0].body).toEqual({ isActive: true });
  });

  it("says 'Failed to update user activation status.' when the change fails", async () => {
    serveApi({
      'GET /api/admin/users': { body: pageOf([organizer]) },
      'PATCH /api/admin/users/9/activation': errorReply(500, 'boom'),
    });
    const { user } = renderWithProviders(<UserManagementCard />);

    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    await user.click(screen.getAllByRole('button', { name: 'Deactivate' }).at(-1)!);
    expect(await screen.findByText('Failed to update user activation status.')).toBeInTheDocument();
  });

  it('deletes an account after confirmation', async () => {
    const apiLog = serveApi({
      'GET /api/admin/users': { body: pageOf([naomi]) },
      'DELETE /api/admin/users/7': { body: { message: 'User deleted' } },
    });
    const { user } = renderWithProviders(<UserManagementCard />);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Are you sure you want to delete "Naomi Osaka"?');
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);

    expect(await screen.findByText('User Deleted')).toBeInTheDocument();
    expect(callsTo(apiLog, 'DELETE /api/admin/users/7')).toHaveLength(1);
  });

  it("shows the server's reason when a deletion is refused", async () => {
    serveApi({
      'GET /api/admin/users': { body: pageOf([organizer]) },
      'DELETE /api/admin/users/9': errorReply(409, 'This user organizes 2 tournaments; delete or reassign them first'),
    });
    const { user } = renderWithProviders(<UserManagementCard />);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    expect(await screen.findByText('This user organizes 2 tournaments; delete or reassign them first')).toBeInTheDocument();
  });

  it("falls back to 'Failed to delete user.' when the server gives no reason", async () => {
    serveApi({
      'GET /api/admin/users': { body: pageOf([naomi]) },
      'DELETE /api/admin/users/7': { status: 502, text: '' },
    });
    const { user } = renderWithProviders(<UserManagementCard />);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    expect(await screen.findByText('Failed to delete user.')).toBeInTheDocument();
  });
});

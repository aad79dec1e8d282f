import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authKeys } from '@/lib/query-keys';
import { callsTo, serveApi } from '@/testing/serve-api';
import { makeUser, renderWithProviders } from '@/testing/render';
import { DashboardHeader } from './dashboard-header';

describe('DashboardHeader', () => {
  it("titles the page 'Admin Dashboard' for admins", () => {
    serveApi();
    renderWithProviders(<DashboardHeader user={makeUser({ role: 'admin' })} />);

    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it("titles the page 'Dashboard' and welcomes by first name, else username", () => {
    serveApi();
    const { unmount } = renderWithProviders(<DashboardHeader user={makeUser({ role: 'organizer' })} />);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Maya!')).toBeInTheDocument();
    unmount();

    renderWithProviders(<DashboardHeader user={makeUser({ firstName: '' })} />);
    expect(screen.getByText('Welcome back, maya!')).toBeInTheDocument();
  });

  it('clears the session and goes to / even when logout fails', async () => {
    const apiLog = serveApi({ 'POST /api/auth/logout': { status: 500, text: '' } });
    const { user, queryClient } = renderWithProviders(<DashboardHeader user={makeUser()} />, { route: '/dashboard' });
    queryClient.setQueryData(authKeys.me, makeUser());
    queryClient.setQueryData(['tournaments', 'list', 'available'], []);

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(callsTo(apiLog, 'POST /api/auth/logout')).toHaveLength(1);
    expect(queryClient.getQueryData(authKeys.me)).toBeNull();
    expect(queryClient.getQueryData(['tournaments', 'list', 'available'])).toBeUndefined();
  });
});

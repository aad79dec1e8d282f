import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '@/testing/serve-api';
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
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { AdminSummaryCards } from './admin-summary-cards';

describe('AdminSummaryCards', () => {
  it('shows the four counts under their labels', async () => {
    serveApi({
      'GET /api/admin/summary': { body: { totalUsers: 42, activeUsers: 30, pendingUsers: 12, pendingTournaments: 3 } },
    });
    renderWithProviders(<AdminSummaryCards />);

    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(await screen.findByText('Total Users')).toBeInTheDocument();
    expect(value('Total Users')).toBe('42');
    expect(value('Active Users')).toBe('30');
    expect(value('Pending Users')).toBe('12');
    expect(value('Pending Tournaments')).toBe('3');
  });

  it('says so when the summary cannot be loaded', async () => {
    serveApi({ 'GET /api/admin/summary': { status: 500, text: '' } });
    renderWithProviders(<AdminSummaryCards />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the summary.');
  });
});

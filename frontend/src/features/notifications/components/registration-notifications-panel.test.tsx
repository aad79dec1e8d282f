import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RegistrationNotification } from '@rallypoint/shared';
import { callsTo, mockFetch } from '@/testing/mock-fetch';
import { makeRegistration, pageOf } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { RegistrationNotificationsPanel } from './registration-notifications-panel';

const notification: RegistrationNotification = {
  id: 7,
  playerName: 'Sam Smash',
  playerEmail: 'sam@example.com',
  tournamentCode: 'SPR-2026',
  tournamentId: 12,
  isRead: false,
  createdAt: '2026-03-02T12:00:00.000Z',
};

describe('RegistrationNotificationsPanel', () => {
  it('keeps Registration Details disabled until a tournament is picked, then lists its registrations', async () => {
    const fetchMock = mockFetch({
      'GET /api/notifications/registrations': { body: pageOf([notification], { unread: 0 }) },
      'GET /api/tournaments/12/registrations': { body: pageOf([makeRegistration({ fullName: 'Sam Smash Registrant' })]) },
    });
    const { user } = renderWithProviders(<RegistrationNotificationsPanel />);

    expect(await screen.findByText('Sam Smash')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Registration Details' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'View Details' }));

    expect(screen.getByRole('tab', { name: 'Registration Details' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Sam Smash Registrant')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(callsTo(fetchMock, 'GET /api/tournaments/12/registrations')).toHaveLength(1);
  });

  it("marks a notification read, and says 'Failed to mark notification as read' when that fails", async () => {
    const fetchMock = mockFetch({
      'GET /api/notifications/registrations': { body: pageOf([notification], { unread: 0 }) },
      'PATCH /api/notifications/7/read': { status: 500, text: '' },
    });
    const { user } = renderWithProviders(<RegistrationNotificationsPanel />);

    await user.click(await screen.findByRole('button', { name: 'Mark Read' }));

    expect(await screen.findByText('Failed to mark notification as read')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH /api/notifications/7/read')).toHaveLength(1);
  });
});

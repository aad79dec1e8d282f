import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RegistrationNotification } from '@rallypoint/shared';
import { callsTo, serveApi } from '@/testing/serve-api';
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
    const apiLog = serveApi({
      'GET /api/notifications/registrations': { body: pageOf([notification], { unread: 0, tournaments: [] }) },
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
    expect(callsTo(apiLog, 'GET /api/tournaments/12/registrations')).toHaveLength(1);
  });

  it("says 'No registration notifications yet.' when there are none, and 'Failed to load notifications.' when the list fails", async () => {
    serveApi({ 'GET /api/notifications/registrations': { body: pageOf([], { unread: 0, tournaments: [] }) } });
    const { unmount } = renderWithProviders(<RegistrationNotificationsPanel />);
    expect(await screen.findByText('No registration notifications yet.')).toBeInTheDocument();
    unmount();

    serveApi({ 'GET /api/notifications/registrations': { status: 500, text: '' } });
    renderWithProviders(<RegistrationNotificationsPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load notifications.');
  });

  it("says 'No registrations for this tournament yet.' for a tournament nobody registered for", async () => {
    serveApi({
      'GET /api/notifications/registrations': { body: pageOf([notification], { unread: 0, tournaments: [] }) },
      'GET /api/tournaments/12/registrations': { body: pageOf([]) },
    });
    const { user } = renderWithProviders(<RegistrationNotificationsPanel />);

    await user.click(await screen.findByRole('button', { name: 'View Details' }));

    expect(await screen.findByText('No registrations for this tournament yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it("marks a notification read, and says 'Failed to mark notification as read' when that fails", async () => {
    const apiLog = serveApi({
      'GET /api/notifications/registrations': { body: pageOf([notification], { unread: 0, tournaments: [] }) },
      'PATCH /api/notifications/7/read': { status: 500, text: '' },
    });
    const { user } = renderWithProviders(<RegistrationNotificationsPanel />);

    await user.click(await screen.findByRole('button', { name: 'Mark Read' }));

    expect(await screen.findByText('Failed to mark notification as read')).toBeInTheDocument();
    expect(callsTo(apiLog, 'PATCH /api/notifications/7/read')).toHaveLength(1);
  });

  it('filters by tournament and marks every unread notification of it read', async () => {
    const other = { ...notification, id: 8, playerName: 'Ana Ace', tournamentCode: 'SUM-2026', tournamentId: 13 };
    const tournaments = [
      { tournamentId: 13, tournamentCode: 'SUM-2026', unread: 1 },
      { tournamentId: 12, tournamentCode: 'SPR-2026', unread: 1 },
    ];
    const apiLog = serveApi({
      'GET /api/notifications/registrations': ({ url }) => {
        const only = new URL(url, 'http://localhost').searchParams.get('tournamentId');
        const items = [notification, other].filter((n) => !only || n.tournamentId === Number(only));
        return { body: pageOf(items, { unread: items.length, tournaments }) };
      },
      'PATCH /api/notifications/read': { body: { message: 'Notifications marked as read', marked: 1 } },
    });
    const { user } = renderWithProviders(<RegistrationNotificationsPanel />);
    expect(await screen.findByText('Ana Ace')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Tournament'), 'SUM-2026 (1 unread)');

    await waitFor(() => expect(screen.queryByText('Sam Smash')).not.toBeInTheDocument());
    expect(screen.getByText('Ana Ace')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));

    expect(await screen.findByText('Notifications marked as read')).toBeInTheDocument();
    expect(callsTo(apiLog, 'PATCH /api/notifications/read').map((call) => call.body)).toEqual([{ tournamentId: 13 }]);
  });

  it('offers Mark all read only while something is unread', async () => {
    serveApi({
      'GET /api/notifications/registrations': {
        body: pageOf([{ ...notification, isRead: true }], { unread: 0, tournaments: [] }),
      },
    });
    renderWithProviders(<RegistrationNotificationsPanel />);
    expect(await screen.findByText('Sam Smash')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerUpdate, PlayerUpdatePage } from '@rallypoint/shared';
import { callsTo, serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { UpdatesCard } from './updates-card';

const update = (overrides: Partial<PlayerUpdate>): PlayerUpdate => ({
  id: 1,
  kind: 'order-of-play',
  title: 'Order of play: Summer Open',
  body: 'Times in Europe/London.\nSat 6 Jun, 09:00 on Centre against Bo Baseline.',
  link: '/tournament-fixtures/7',
  createdAt: '2099-01-01T10:00:00.000Z',
  isRead: false,
  ...overrides,
});

describe('UpdatesCard', () => {
  it('lists updates with their link, and marks one or all read', async () => {
    const read = new Set<number>();
    const page = (): PlayerUpdatePage => {
      const items = [
        update({ id: 1 }),
        update({ id: 2, kind: 'waitlist-promoted', title: "You're in: Winter Cup", link: '/dashboard' }),
      ].map((u) => ({ ...u, isRead: read.has(u.id) }));
      return { items, total: 2, page: 1, pageSize: 10, unreadCount: items.filter((u) => !u.isRead).length };
    };
    const apiLog = serveApi({
      'GET /api/me/updates': () => ({ body: page() }),
      'PATCH /api/me/updates/1/read': () => {
        read.add(1);
        return { status: 204 };
      },
      'POST /api/me/updates/read-all': () => {
        read.add(2);
        return { body: { marked: 1 } };
      },
    });
    const { user } = renderWithProviders(<UpdatesCard />);
    const region = await screen.findByRole('region', { name: 'Updates 2 new' });
    const items = await within(region).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Sat 6 Jun, 09:00 on Centre against Bo Baseline.');
    expect(within(items[0]).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/tournament-fixtures/7');

    await user.click(within(items[0]).getByRole('button', { name: 'Mark read' }));
    expect(await screen.findByRole('region', { name: 'Updates 1 new' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('region', { name: 'Updates' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
    expect(callsTo(apiLog, 'PATCH /api/me/updates/1/read')).toHaveLength(1);
  });

  it('shows the result updates: one to confirm links to Log Results, an answer has no link', async () => {
    serveApi({
      'GET /api/me/updates': {
        body: {
          items: [
            update({
              id: 3,
              kind: 'result-to-confirm',
              title: 'Result to confirm: Spring Open',
              body: 'Ana Court logged 6-4 6-3 against you.',
              link: '/log-results',
            }),
            update({
              id: 4,
              kind: 'result-answered',
              title: 'Result disputed: Spring Open',
              body: 'Ben Court disputed your result.',
              link: null,
            }),
          ],
          total: 2,
          page: 1,
          pageSize: 10,
          unreadCount: 2,
        } satisfies PlayerUpdatePage,
      },
    });
    renderWithProviders(<UpdatesCard />);
    const items = await within(await screen.findByRole('region', { name: 'Updates 2 new' })).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Result to confirm: Spring Open');
    expect(within(items[0]).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/log-results');
    expect(items[1]).toHaveTextContent('Ben Court disputed your result.');
    expect(within(items[1]).queryByRole('link')).toBeNull();
  });
});

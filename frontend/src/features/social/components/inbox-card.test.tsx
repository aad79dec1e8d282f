import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DirectMessage, MessagePage } from '@rallypoint/shared';
import { callsTo, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { InboxCard } from './inbox-card';

const ann = { id: 2, firstName: 'Ann', lastName: 'Ace', username: 'ann' };
const bea = { id: 1, firstName: 'Bea', lastName: 'Baseline', username: 'bea' };
const message = (overrides: Partial<DirectMessage>): DirectMessage => ({
  id: 1,
  subject: 'Hit?',
  message: 'Saturday at 10',
  sender: ann,
  recipient: bea,
  isRead: false,
  readAt: null,
  createdAt: '2099-01-01T10:00:00.000Z',
  ...overrides,
});

describe('InboxCard', () => {
  it('shows messages unread first with the unread count, marks one read, and lists kudos', async () => {
    let read = false;
    const inbox = (): MessagePage => ({
      items: [message({ id: 1, isRead: read }), message({ id: 2, subject: 'Old news', message: 'Last week', isRead: true })],
      total: 2,
      page: 1,
      pageSize: 50,
      unreadCount: read ? 0 : 1,
    });
    const fetchMock = mockFetch({
      'GET /api/messages': () => ({ body: inbox() }),
      'PATCH /api/messages/1/read': () => {
        read = true;
        return { body: { message: 'Message marked as read' } };
      },
      'GET /api/kudos': { body: { items: [{ id: 3, message: 'Great serve!', sender: ann, createdAt: '2099-01-01T10:00:00.000Z' }], total: 1, page: 1, pageSize: 50 } },
    });
    const { user } = renderWithProviders(<InboxCard />);
    const region = screen.getByRole('region', { name: 'Inbox' });
    expect(await within(region).findByText('1 unread')).toBeInTheDocument();
    expect(within(region).getByText('Saturday at 10', { selector: 'p' }).closest('li')).toHaveTextContent('From Ann Ace');

    await user.click(within(region).getByRole('button', { name: 'Mark Read' }));
    expect(await within(region).findAllByText('Read')).toHaveLength(2);
    expect(within(region).queryByText('1 unread')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH /api/messages/1/read')).toHaveLength(1);

    await user.click(within(region).getByRole('tab', { name: 'Kudos' }));
    expect(await within(region).findByText('“Great serve!”')).toBeInTheDocument();
  });

  it('shows empty states', async () => {
    const empty = { items: [], total: 0, page: 1, pageSize: 50 };
    mockFetch({ 'GET /api/messages': { body: { ...empty, unreadCount: 0 } }, 'GET /api/kudos': { body: empty }, 'GET /api/matches': { body: empty } });
    const { user } = renderWithProviders(<InboxCard />);
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Invitations' }));
    expect(await screen.findByText('No match invitations yet.')).toBeInTheDocument();
  });
});

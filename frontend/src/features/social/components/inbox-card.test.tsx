import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DirectMessage, Kudos, KudosPage, Match, MatchPage, MessagePage } from '@rallypoint/shared';
import { callsTo, serveApi } from '@/testing/serve-api';
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
const kudos = (overrides: Partial<Kudos>): Kudos => ({
  id: 3,
  message: 'Great serve!',
  sender: ann,
  isRead: false,
  readAt: null,
  createdAt: '2099-01-01T10:00:00.000Z',
  ...overrides,
});
const invitation = (overrides: Partial<Match>): Match => ({
  id: 5,
  title: 'Match invite: Tennis',
  matchType: 'invite',
  sport: 'tennis',
  tournamentId: null,
  proposedDate: '2099-03-01',
  proposedTime: '10:00',
  duration: 60,
  venue: 'Riverside',
  message: null,
  status: 'scheduled',
  response: 'pending',
  respondedAt: null,
  createdAt: '2099-01-01T10:00:00.000Z',
  proposer: ann,
  opponent: bea,
  direction: 'received',
  ...overrides,
});
const empty = { items: [], total: 0, page: 1, pageSize: 50 };
const emptyKudos: KudosPage = { ...empty, unreadCount: 0 };
const emptyMatches: MatchPage = { ...empty, awaitingAnswerCount: 0 };
const tab = (region: HTMLElement, name: string) => within(region).getByRole('tab', { name: new RegExp(`^${name}`) });

describe('InboxCard', () => {
  it('shows messages unread first with the unread count, and marking one read updates the count', async () => {
    let read = false;
    const inbox = (): MessagePage => ({
      items: [message({ id: 1, isRead: read }), message({ id: 2, subject: 'Old news', message: 'Last week', isRead: true })],
      total: 2,
      page: 1,
      pageSize: 50,
      unreadCount: read ? 0 : 1,
    });
    const apiLog = serveApi({
      'GET /api/messages': () => ({ body: inbox() }),
      'PATCH /api/messages/1/read': () => {
        read = true;
        return { body: { message: 'Message marked as read' } };
      },
      'GET /api/kudos': { body: emptyKudos },
      'GET /api/matches': { body: emptyMatches },
    });
    const { user } = renderWithProviders(<InboxCard />);
    const region = screen.getByRole('region', { name: 'Inbox' });
    expect(await within(region).findByRole('tab', { name: 'Messages 1 unread' })).toBeInTheDocument();
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => within(item).queryByRole('button', { name: 'Mark Read' }) !== null)).toEqual([true, false]);
    expect(items[0]).toHaveTextContent('From Ann Ace');

    await user.click(within(region).getByRole('button', { name: 'Mark Read' }));
    expect(await within(region).findAllByText('Read')).toHaveLength(2);
    expect(tab(region, 'Messages')).toHaveAccessibleName('Messages');
    expect(within(region).queryByText('1 unread')).not.toBeInTheDocument();
    expect(callsTo(apiLog, 'PATCH /api/messages/1/read')).toHaveLength(1);
  });

  it("replies to a received message: the form is addressed to its sender, the subject carried over as 'Re: …'", async () => {
    const apiLog = serveApi({
      'GET /api/messages': {
        body: { items: [message({ id: 1, subject: 'Hit?' })], total: 1, page: 1, pageSize: 50, unreadCount: 1 },
      },
      'POST /api/messages/send': { status: 201, body: { id: 9, message: 'Message sent' } },
      'GET /api/kudos': { body: emptyKudos },
      'GET /api/matches': { body: emptyMatches },
    });
    const { user } = renderWithProviders(<InboxCard />);
    const region = screen.getByRole('region', { name: 'Inbox' });

    await user.click(await within(region).findByRole('button', { name: 'Reply to Ann Ace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Ann Ace' });
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Re: Hit?');
    await user.type(within(dialog).getByLabelText('Message'), 'Yes, see you at 10');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Your message to Ann Ace was sent.')).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/messages/send')[0].body).toEqual({
      recipientId: ann.id,
      subject: 'Re: Hit?',
      message: 'Yes, see you at 10',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps one 'Re:' on a reply to a reply", async () => {
    serveApi({
      'GET /api/messages': {
        body: { items: [message({ id: 1, subject: 'RE: Hit?' })], total: 1, page: 1, pageSize: 50, unreadCount: 1 },
      },
      'GET /api/kudos': { body: emptyKudos },
      'GET /api/matches': { body: emptyMatches },
    });
    const { user } = renderWithProviders(<InboxCard />);

    await user.click(await screen.findByRole('button', { name: 'Reply to Ann Ace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Ann Ace' });
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('RE: Hit?');
  });

  it('counts unread kudos on their tab, lists them unread first, and marking one read updates the count', async () => {
    const readIds = new Set<number>();
    const received = (): KudosPage => {
      const items = [
        kudos({ id: 3 }),
        kudos({ id: 4, message: 'Nice rally' }),
        kudos({ id: 1, message: 'Old praise', isRead: true }),
      ].map((k) => (readIds.has(k.id) ? { ...k, isRead: true, readAt: '2099-01-02T10:00:00.000Z' } : k));
      // The server's order: unread first, then newest.
      items.sort((a, b) => Number(a.isRead) - Number(b.isRead));
      return { items, total: 3, page: 1, pageSize: 50, unreadCount: items.filter((k) => !k.isRead).length };
    };
    const apiLog = serveApi({
      'GET /api/messages': { body: { ...empty, unreadCount: 0 } },
      'GET /api/kudos': () => ({ body: received() }),
      'PATCH /api/kudos/3/read': () => {
        readIds.add(3);
        return { body: { message: 'Kudos marked as read' } };
      },
      'GET /api/matches': { body: emptyMatches },
    });
    const { user } = renderWithProviders(<InboxCard />);
    const region = screen.getByRole('region', { name: 'Inbox' });
    expect(await within(region).findByRole('tab', { name: 'Kudos 2 new' })).toBeInTheDocument();
    expect(tab(region, 'Messages')).toHaveAccessibleName('Messages');

    await user.click(tab(region, 'Kudos'));
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('“Great serve!”'),
      expect.stringContaining('“Nice rally”'),
      expect.stringContaining('“Old praise”'),
    ]);
    expect(within(items[2]).getByText('Read')).toBeInTheDocument();

    await user.click(within(items[0]).getByRole('button', { name: 'Mark Read' }));
    expect(await within(region).findByRole('tab', { name: 'Kudos 1 new' })).toBeInTheDocument();
    const after = within(region).getAllByRole('listitem');
    expect(after[0]).toHaveTextContent('“Nice rally”');
    expect(within(region).getAllByText('Read')).toHaveLength(2);
    expect(callsTo(apiLog, 'PATCH /api/kudos/3/read')).toHaveLength(1);
  });

  it('asks for invitations awaiting an answer first, counts them, and answering updates the count', async () => {
    let answered = false;
    const awaiting = invitation({ id: 5, title: 'Match invite: Tennis', proposedDate: '2099-03-10' });
    const accepted = invitation({ id: 6, title: 'Free play: Padel', proposedDate: '2099-03-01', response: 'accepted' });
    const invitations = (): MatchPage => ({
      items: answered ? [accepted, { ...awaiting, response: 'declined' }] : [awaiting, accepted],
      total: 2,
      page: 1,
      pageSize: 50,
      awaitingAnswerCount: answered ? 0 : 1,
    });
    const apiLog = serveApi({
      'GET /api/messages': { body: { ...empty, unreadCount: 0 } },
      'GET /api/kudos': { body: emptyKudos },
      'GET /api/matches': () => ({ body: invitations() }),
      'PATCH /api/matches/5/response': () => {
        answered = true;
        return { body: { message: 'Match invitation declined' } };
      },
    });
    const { user } = renderWithProviders(<InboxCard />);
    const region = screen.getByRole('region', { name: 'Inbox' });
    expect(await within(region).findByRole('tab', { name: 'Invitations 1 to answer' })).toBeInTheDocument();
    for (const call of callsTo(apiLog, 'GET /api/matches')) {
      expect(new URL(call.url, 'http://localhost').searchParams.toString()).toBe('side=received&page=1&order=unanswered_first');
    }

    await user.click(tab(region, 'Invitations'));
    const items = await within(region).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Match invite: Tennis');
    expect(items[1]).toHaveTextContent('Free play: Padel');
    await user.click(within(items[0]).getByRole('button', { name: 'Decline' }));
    expect(await within(region).findByRole('tab', { name: 'Invitations' })).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent('Free play: Padel');
    expect(callsTo(apiLog, 'PATCH /api/matches/5/response')[0].body).toEqual({ response: 'declined' });
  });

  it('shows empty states and no counts', async () => {
    serveApi({
      'GET /api/messages': { body: { ...empty, unreadCount: 0 } },
      'GET /api/kudos': { body: emptyKudos },
      'GET /api/matches': { body: emptyMatches },
    });
    const { user } = renderWithProviders(<InboxCard />);
    const region = screen.getByRole('region', { name: 'Inbox' });
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    for (const name of ['Messages', 'Kudos', 'Invitations']) expect(tab(region, name)).toHaveAccessibleName(name);
    await user.click(tab(region, 'Kudos'));
    expect(await screen.findByText('No kudos yet.')).toBeInTheDocument();
    await user.click(tab(region, 'Invitations'));
    expect(await screen.findByText('No match invitations yet.')).toBeInTheDocument();
  });
});

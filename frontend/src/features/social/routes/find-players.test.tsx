import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FoundPlayer, Page } from '@rallypoint/shared';
import { callsTo, jsonError, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { FindPlayersRoute } from './find-players';

const bea: FoundPlayer = {
  id: 7,
  firstName: 'Bea',
  lastName: 'Baseline',
  username: 'bea',
  email: 'bea@example.com',
  phone: null,
  city: null,
  state: 'CA',
  sports: ['tennis'],
  level: 'advanced',
  isActive: true,
};
const page = (items: FoundPlayer[], total = items.length): Page<FoundPlayer> => ({ items, total, page: 1, pageSize: 50 });
const me = { id: 1, firstName: 'Ann', lastName: 'Ace', username: 'ann', email: 'a@x.com', userType: 'individual_player', role: 'user', isActive: true, sports: ['tennis'] };

const playerItem = () => screen.getByText('Bea Baseline').closest('li') as HTMLElement;

describe('FindPlayersRoute', () => {
  it("lists players with their actions and shows 'No Players Found' when a search matches nobody", async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: me },
      'GET /api/players/find': ({ url }) => ({ body: url.includes('search=zzz') ? page([]) : page([bea]) }),
    });
    const { user } = renderWithProviders(<FindPlayersRoute />);
    await screen.findByText('Bea Baseline');
    expect(within(playerItem()).getByRole('button', { name: 'Message' })).toBeInTheDocument();
    expect(within(playerItem()).getByRole('button', { name: 'Kudos' })).toBeInTheDocument();
    expect(await within(playerItem()).findByRole('button', { name: 'Schedule Match' })).toBeInTheDocument();
    expect(screen.getByText('1–1 of 1 players')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name or username'), 'zzz');
    expect(await screen.findByText('No Players Found')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sport'), 'pickleball');
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/players/find').some((c) => c.url.includes('sport=pickleball'))).toBe(true));
  });

  it("sends a message and says 'Message Sent'", async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: me },
      'GET /api/players/find': { body: page([bea]) },
      'POST /api/messages/send': { status: 201, body: { id: 1, message: 'Message sent' } },
    });
    const { user } = renderWithProviders(<FindPlayersRoute />);
    await user.click(await screen.findByRole('button', { name: 'Message' }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Subject'), 'Hit?');
    await user.type(screen.getByLabelText('Message'), 'Saturday at 10');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/messages/send')[0].body).toEqual({ recipientId: 7, subject: 'Hit?', message: 'Saturday at 10' });
  });

  it('shows the spec failure text for kudos', async () => {
    mockFetch({
      'GET /api/auth/me': { body: me },
      'GET /api/players/find': { body: page([bea]) },
      'POST /api/kudos/send': jsonError(500, ''),
    });
    const { user } = renderWithProviders(<FindPlayersRoute />);
    await user.click(await screen.findByRole('button', { name: 'Kudos' }));
    await user.type(screen.getByLabelText('Message'), 'Great serve');
    await user.click(screen.getByRole('button', { name: 'Send Kudos' }));
    expect(await screen.findByText('Failed to send kudos. Please try again.')).toBeInTheDocument();
  });

  it('shows the failure text and the server reason when an invite is refused', async () => {
    mockFetch({
      'GET /api/auth/me': { body: me },
      'GET /api/players/find': { body: page([bea]) },
      'POST /api/matches/invite': jsonError(409, 'Bea Baseline already has a match'),
    });
    const { user } = renderWithProviders(<FindPlayersRoute />);
    await screen.findByText('Bea Baseline');
    await user.click(await within(playerItem()).findByRole('button', { name: 'Schedule Match' }));
    await user.type(screen.getByLabelText('Date'), '2099-01-02');
    await user.type(screen.getByLabelText('Time'), '10:30');
    await user.type(screen.getByLabelText('Venue'), 'Club Court 1');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Failed to send match invite. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Bea Baseline already has a match')).toBeInTheDocument();
  });

  it('offers no Schedule Match to organizers', async () => {
    mockFetch({ 'GET /api/auth/me': { body: { ...me, role: 'organizer', userType: 'organizer' } }, 'GET /api/players/find': { body: page([bea]) } });
    renderWithProviders(<FindPlayersRoute />);
    await screen.findByText('Bea Baseline');
    await waitFor(() => expect(within(playerItem()).queryByRole('button', { name: 'Schedule Match' })).not.toBeInTheDocument());
  });
});

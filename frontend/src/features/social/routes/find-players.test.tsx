import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FoundPlayer, Page, SportRating } from '@rallypoint/shared';
import { callsTo, errorReply, serveApi } from '@/testing/serve-api';
import { makeUser, renderWithProviders } from '@/testing/render';
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
  ratings: [],
};
const rating = (sport: SportRating['sport'], value: number, deviation: number, matches: number): SportRating => ({
  sport,
  value,
  deviation,
  matches,
  provisional: matches < 5,
});
const cal: FoundPlayer = {
  ...bea,
  id: 8,
  firstName: 'Cal',
  lastName: 'Chop',
  username: 'cal',
  sports: ['tennis', 'pickleball'],
  ratings: [rating('tennis', 1623.4, 85.2, 12), rating('pickleball', 1480, 210, 2)],
};
const page = (items: FoundPlayer[], total = items.length): Page<FoundPlayer> => ({ items, total, page: 1, pageSize: 50 });
const me = makeUser({
  firstName: 'Ann',
  lastName: 'Ace',
  username: 'ann',
  email: 'a@x.com',
  phone: null,
  level: null,
  addressLine1: null,
  state: null,
  zipCode: null,
});

const itemOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
/** The query strings Find Players asked for, in order. */
const searches = (apiLog: ReturnType<typeof serveApi>) =>
  callsTo(apiLog, 'GET /api/players/find').map((call) => new URL(call.url, 'http://x').searchParams);
const playerItem = () => screen.getByText('Bea Baseline').closest('li') as HTMLElement;

describe('FindPlayersRoute', () => {
  it("lists players with their actions and shows 'No Players Found' when a search matches nobody", async () => {
    const apiLog = serveApi({
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
    await waitFor(() =>
      expect(callsTo(apiLog, 'GET /api/players/find').some((c) => c.url.includes('sport=pickleball'))).toBe(true),
    );
  });

  it("sends a message and says 'Message Sent'", async () => {
    const apiLog = serveApi({
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
    expect(callsTo(apiLog, 'POST /api/messages/send')[0].body).toEqual({
      recipientId: 7,
      subject: 'Hit?',
      message: 'Saturday at 10',
    });
  });

  it('shows the fixed failure text for kudos', async () => {
    serveApi({
      'GET /api/auth/me': { body: me },
      'GET /api/players/find': { body: page([bea]) },
      'POST /api/kudos/send': errorReply(500, ''),
    });
    const { user } = renderWithProviders(<FindPlayersRoute />);
    await user.click(await screen.findByRole('button', { name: 'Kudos' }));
    await user.type(screen.getByLabelText('Message'), 'Great serve');
    await user.click(screen.getByRole('button', { name: 'Send Kudos' }));
    expect(await screen.findByText('Failed to send kudos. Please try again.')).toBeInTheDocument();
  });

  it('shows the failure text and the server reason when an invite is refused', async () => {
    serveApi({
      'GET /api/auth/me': { body: me },
      'GET /api/players/find': { body: page([bea]) },
      'POST /api/matches/invite': errorReply(409, 'Bea Baseline already has a match'),
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
    serveApi({
      'GET /api/auth/me': { body: { ...me, role: 'organizer', userType: 'organizer' } },
      'GET /api/players/find': { body: page([bea]) },
    });
    renderWithProviders(<FindPlayersRoute />);
    await screen.findByText('Bea Baseline');
    await waitFor(() => expect(within(playerItem()).queryByRole('button', { name: 'Schedule Match' })).not.toBeInTheDocument());
  });

  it("shows each player's rating per sport, marks provisional ones, and says 'Unrated' without any", async () => {
    serveApi({ 'GET /api/auth/me': { body: me }, 'GET /api/players/find': { body: page([cal, bea]) } });
    renderWithProviders(<FindPlayersRoute />);
    await screen.findByText('Cal Chop');

    const lines = within(within(itemOf('Cal Chop')).getByRole('list', { name: 'Ratings' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['Tennis1623 ±85', 'Pickleball1480 ±210Provisional']);
    expect(within(lines[0]).queryByText('Provisional')).not.toBeInTheDocument();
    expect(within(itemOf('Bea Baseline')).getByText('Unrated')).toBeInTheDocument();
  });

  it('keeps the rating filters and sort disabled until a sport is chosen', async () => {
    serveApi({ 'GET /api/auth/me': { body: me }, 'GET /api/players/find': { body: page([bea]) } });
    const { user } = renderWithProviders(<FindPlayersRoute />);
    await screen.findByText('Bea Baseline');

    const controls = [screen.getByLabelText('Min rating'), screen.getByLabelText('Max rating'), screen.getByLabelText('Sort by')];
    for (const control of controls) {
      expect(control).toBeDisabled();
      expect(control).toHaveAccessibleDescription('Choose a sport to use ratings');
    }
    await user.selectOptions(screen.getByLabelText('Sport'), 'tennis');
    for (const control of controls) expect(control).toBeEnabled();
    expect(screen.queryByText('Choose a sport to use ratings')).not.toBeInTheDocument();
  });

  it('sends the rating range and order with the sport, from page 1, and drops them when the sport is cleared', async () => {
    const apiLog = serveApi({
      'GET /api/auth/me': { body: me },
      'GET /api/players/find': ({ url }) => {
        const asked = new URL(url, 'http://x').searchParams;
        // As the server does: ratings without a sport are refused.
        if (!asked.has('sport') && asked.has('minRating')) return errorReply(400, 'Choose a sport to filter or sort by rating');
        return { body: { ...page([asked.has('sport') ? cal : bea], 120), page: Number(asked.get('page')) } };
      },
    });
    const { user } = renderWithProviders(<FindPlayersRoute />);
    await screen.findByText('Bea Baseline');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(searches(apiLog).at(-1)?.get('page')).toBe('2'));

    await user.selectOptions(screen.getByLabelText('Sport'), 'tennis');
    await user.type(screen.getByLabelText('Min rating'), '1400');
    await user.type(screen.getByLabelText('Max rating'), '1800');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Rating');
    await waitFor(() => expect(searches(apiLog).at(-1)?.get('sort')).toBe('rating'));
    const last = searches(apiLog).at(-1)!;
    expect(Object.fromEntries(last)).toEqual({
      page: '1',
      sport: 'tennis',
      minRating: '1400',
      maxRating: '1800',
      sort: 'rating',
    });
    expect(await screen.findByText('Cal Chop')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sport'), '');
    expect(await screen.findByText('Bea Baseline')).toBeInTheDocument();
    expect(screen.getByLabelText('Min rating')).toHaveValue(null);
    expect(screen.getByLabelText('Sort by')).toHaveValue('name');
    expect(searches(apiLog).filter((asked) => !asked.has('sport') && asked.has('minRating'))).toEqual([]);
  });

  it("shows the server's reason when it refuses the rating filters, and marks the field", async () => {
    const refusal = 'The lowest rating must not be above the highest';
    serveApi({
      'GET /api/auth/me': { body: me },
      'GET /api/players/find': ({ url }) =>
        url.includes('minRating=') ? errorReply(400, refusal, { fields: { minRating: [refusal] } }) : { body: page([bea]) },
    });
    const { user } = renderWithProviders(<FindPlayersRoute />);
    await screen.findByText('Bea Baseline');
    await user.selectOptions(screen.getByLabelText('Sport'), 'tennis');
    await user.type(screen.getByLabelText('Max rating'), '1200');
    await user.type(screen.getByLabelText('Min rating'), '1500');

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByLabelText('Min rating')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Max rating')).not.toHaveAttribute('aria-invalid');
  });
});

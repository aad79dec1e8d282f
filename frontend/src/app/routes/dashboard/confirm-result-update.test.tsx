import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerUpdate } from '@rallypoint/shared';
import { makeResult } from '@/features/results/testing/result-data';
import { callsTo, serveApi, type ApiRoutes } from '@/testing/serve-api';
import { pageOf } from '@/testing/fixtures';
import { makeUser, renderApp } from '@/testing/render';

/** Ben (id 2) is asked to confirm result 31, which Ana logged; ten older results to confirm fill the first page. */
const asked = makeResult({ id: 31, playerName: 'Ana Court', opponentId: 2, tournamentName: 'Autumn Cup' });
const older = Array.from({ length: 10 }, (_, i) => makeResult({ id: 100 + i, opponentId: 2, playerName: `Player ${i}` }));

const update: PlayerUpdate = {
  id: 5,
  kind: 'result-to-confirm',
  title: 'Confirm a result',
  body: 'A result was logged for your match: confirm it or dispute it within 48 hours.',
  link: '/log-results?result=31',
  createdAt: '2026-11-20T10:05:00.000Z',
  isRead: false,
};

/** A player's dashboard with nothing on its cards but the update, and the Log Results page it leads to. */
const routes = (): ApiRoutes => ({
  'GET /api/auth/me': { body: makeUser({ id: 2, firstName: 'Ben', lastName: 'Court' }) },
  'GET /api/tournaments': { body: pageOf([]) },
  'GET /api/me/matches': { body: pageOf([]) },
  'GET /api/me/updates': { body: pageOf([update], { unreadCount: 1 }) },
  'GET /api/messages': { body: pageOf([], { unreadCount: 0 }) },
  'GET /api/kudos': { body: pageOf([], { unreadCount: 0 }) },
  'GET /api/matches': { body: pageOf([], { awaitingAnswerCount: 0 }) },
  'GET /api/bootcamps': { body: pageOf([]) },
  'GET /api/academies/my-membership': { body: null },
  'GET /api/me/ratings': { body: { ratings: [], trends: [] } },
  'GET /api/me/calendar': { body: { active: false, createdAt: null } },
  'GET /api/user/tournaments': { body: [] },
  'GET /api/user/results': { body: pageOf([]) },
  'GET /api/results/awaiting-me': { body: { items: older, total: 11, page: 1, pageSize: 10 } },
  'GET /api/results/31': { body: asked },
  'PATCH /api/results/31/confirmation': { body: { ...asked, confirmation: 'confirmed' } },
});

describe('the "Confirm a result" update', { timeout: 20_000 }, () => {
  it('opens Log Results on that result, with its Confirm, even when it is not on the first page to confirm', async () => {
    const apiLog = serveApi(routes());
    const { user } = renderApp('/dashboard');
    const updates = await screen.findByRole('region', { name: /Updates/ });
    await user.click(await within(updates).findByRole('link', { name: 'Open' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/log-results?result=31'));
    const toConfirm = await screen.findByRole('region', { name: 'Results to Confirm' });
    const linked = await within(toConfirm).findByText('Logged by Ana Court');
    const item = linked.closest('li')!;
    expect(item).toHaveAttribute('aria-current', 'true');
    expect(within(item).getByText(/Autumn Cup/)).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Confirm' }));
    expect(callsTo(apiLog, 'PATCH /api/results/31/confirmation')[0].body).toEqual({ decision: 'confirm' });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MatchResultView } from '@rallypoint/shared';
import { callsTo, errorReply, serveApi, type ApiRoutes } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { makeResult, pageOfResults } from '../testing/result-data';
import { formatDateTime } from '@/lib/format';
import { ResultsToConfirmCard } from './results-to-confirm-card';

/** Ana logged 6-4 6-3 over the viewer, Ben: he reads it 4-6, 3-6. */
const logged = makeResult({
  sets: [
    { playerGames: 6, opponentGames: 4 },
    { playerGames: 6, opponentGames: 3 },
  ],
  notes: 'Great rallies',
});

/** The awaiting list empties once the result is answered, as the server's would. */
function routes(reply: ApiRoutes[string], items: MatchResultView[] = [logged]): ApiRoutes {
  let answered = false;
  return {
    'GET /api/results/awaiting-me': () => ({ body: pageOfResults(answered ? [] : items) }),
    'PATCH /api/results/7/confirmation': async (request) => {
      const answer = typeof reply === 'function' ? await reply(request) : reply;
      if ((answer.status ?? 200) < 400) answered = true;
      return answer;
    },
  };
}

async function card() {
  const region = await screen.findByRole('region', { name: 'Results to Confirm' });
  await within(region).findByText('Logged by Ana Court');
  return region;
}

describe('ResultsToConfirmCard', { timeout: 20_000 }, () => {
  it("shows who logged what, the score from the viewer's side, and the deadline", async () => {
    serveApi(routes({ body: logged }));
    renderWithProviders(<ResultsToConfirmCard />);
    const region = await card();
    expect(within(region).getByText('Spring Open · League')).toBeInTheDocument();
    expect(within(region).getByText('4-6, 3-6 (your score first) · Ana Court won')).toBeInTheDocument();
    expect(within(region).getByText('Great rallies')).toBeInTheDocument();
    expect(within(region).getByText(`Answer by ${formatDateTime('2026-11-22T10:00:00.000Z')}`)).toBeInTheDocument();
  });

  it('confirms at once, toasts and refreshes the list', async () => {
    const apiLog = serveApi(routes({ body: { ...logged, confirmation: 'confirmed' } }));
    const { user } = renderWithProviders(<ResultsToConfirmCard />);
    const region = await card();
    await user.click(within(region).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Result Confirmed')).toBeInTheDocument();
    expect(callsTo(apiLog, 'PATCH /api/results/7/confirmation')[0].body).toEqual({ decision: 'confirm' });
    expect(await within(region).findByText('No results to confirm')).toBeInTheDocument();
  });

  it('asks what is wrong before disputing, then sends the comment', async () => {
    const apiLog = serveApi(routes({ body: { ...logged, confirmation: 'disputed' } }));
    const { user } = renderWithProviders(<ResultsToConfirmCard />);
    const region = await card();
    await user.click(within(region).getByRole('button', { name: 'Dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute Result' });
    const comment = within(dialog).getByLabelText('What is wrong with this result?');

    await user.type(comment, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Dispute' }));
    expect(await within(dialog).findByText('Please say what is wrong with this result')).toBeInTheDocument();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(apiLog, 'PATCH /api/results/7/confirmation')).toHaveLength(0);

    await user.clear(comment);
    await user.type(comment, 'The second set was 6-4 to me');
    await user.click(within(dialog).getByRole('button', { name: 'Send Dispute' }));
    expect(await screen.findByText('Result Disputed')).toBeInTheDocument();
    expect(callsTo(apiLog, 'PATCH /api/results/7/confirmation')[0].body).toEqual({
      decision: 'dispute',
      comment: 'The second set was 6-4 to me',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dispute Result' })).toBeNull());
    expect(await within(region).findByText('No results to confirm')).toBeInTheDocument();
  });

  it("shows the server's message when the answer comes too late, and refreshes the stale list", async () => {
    const apiLog = serveApi(routes(errorReply(409, 'The 48 hours to answer this result have passed')));
    const { user } = renderWithProviders(<ResultsToConfirmCard />);
    const region = await card();
    expect(callsTo(apiLog, 'GET /api/results/awaiting-me')).toHaveLength(1);
    await user.click(within(region).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Confirmation Failed')).toBeInTheDocument();
    expect(screen.getAllByText('The 48 hours to answer this result have passed').length).toBeGreaterThan(0);
    await waitFor(() => expect(callsTo(apiLog, 'GET /api/results/awaiting-me')).toHaveLength(2));
  });

  it('says when nothing awaits an answer', async () => {
    serveApi(routes({ body: logged }, []));
    renderWithProviders(<ResultsToConfirmCard />);
    const region = await screen.findByRole('region', { name: 'Results to Confirm' });
    expect(await within(region).findByText('No results to confirm')).toBeInTheDocument();
  });
});

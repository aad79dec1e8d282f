import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeViewedTournament } from '@/testing/fixtures';
import { serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { ResultsQueueDialog } from './results-queue-dialog';

type User = ReturnType<typeof renderWithProviders>['user'];

function serveQueue() {
  serveApi({
    'GET /api/tournaments/12/results': { body: { items: [], total: 0, page: 1, pageSize: 10 } },
    'GET /api/tournaments/12/result-settings': { body: { approveAgreedResults: true } },
    'GET /api/tournaments/12': { body: makeViewedTournament({ sport: 'tennis', scoreFormat: 'tennis-best-of-3' }) },
    'GET /api/tournaments/12/participants': { body: { items: [], total: 0, page: 1, pageSize: 50 } },
  });
}

async function openEnterResult(user: User) {
  await user.click(screen.getByRole('button', { name: 'Results' }));
  const queue = await screen.findByRole('dialog', { name: 'Results: Spring Open' });
  await user.click(within(queue).getByRole('button', { name: 'Enter Result' }));
  return screen.findByRole('dialog', { name: 'Enter a Result' });
}

describe('ResultsQueueDialog, entering a result', { timeout: 30_000 }, () => {
  it('shows the Enter Result form in place of the queue, one dialog, with focus on its title', async () => {
    serveQueue();
    const { user } = renderWithProviders(<ResultsQueueDialog tournament={{ id: 12, name: 'Spring Open' }} />);

    const form = await openEnterResult(user);

    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Results: Spring Open' })).toBeNull();
    await waitFor(() => expect(within(form).getByRole('heading', { name: 'Enter a Result' })).toHaveFocus());
  });

  it('comes back to the queue on Cancel, with focus on Enter Result', async () => {
    serveQueue();
    const { user } = renderWithProviders(<ResultsQueueDialog tournament={{ id: 12, name: 'Spring Open' }} />);
    const form = await openEnterResult(user);

    await user.click(await within(form).findByRole('button', { name: 'Cancel' }));

    const queue = await screen.findByRole('dialog', { name: 'Results: Spring Open' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await waitFor(() => expect(within(queue).getByRole('button', { name: 'Enter Result' })).toHaveFocus());
  });

  it('comes back to the queue on Escape; a second Escape closes it and returns focus to Results', async () => {
    serveQueue();
    const { user } = renderWithProviders(<ResultsQueueDialog tournament={{ id: 12, name: 'Spring Open' }} />);
    await openEnterResult(user);

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Results: Spring Open' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Results' })).toHaveFocus();
  });
});

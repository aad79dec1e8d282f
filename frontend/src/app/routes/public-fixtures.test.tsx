import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderOfPlay } from '@rallypoint/shared';
import { callsTo, errorReply, serveApi, type Reply } from '@/testing/serve-api';
import { makeViewedTournament } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { savedSinglesLeague } from '@/features/fixtures/testing/fixture-data';
import { orderOfPlay, placed } from '@/features/schedule/testing-data';
import { PublicFixturesWithOrderOfPlay } from './public-fixtures';

const NO_ANNOUNCEMENTS = { body: { items: [], total: 0, page: 1, pageSize: 5 } };

/** A reply the test lets go when it chooses: what a slow read looks like. */
function heldReply(reply: Reply) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { respond: () => released.then(() => reply), release };
}

const published = (overrides: Partial<OrderOfPlay> = {}) =>
  orderOfPlay({
    tournamentId: 12,
    view: 'published',
    days: ['2099-06-06', '2099-06-07'],
    matches: [placed({ side1: 'Ada Ace', side2: 'Bo Baseline' })],
    ...overrides,
  });

function openPage(schedule: (request: { url: string }) => Reply | Promise<Reply>) {
  const apiLog = serveApi({
    'GET /api/tournaments/12': { body: makeViewedTournament() },
    'GET /api/tournaments/12/fixtures': { body: savedSinglesLeague({ orderOfPlayPublished: true }) },
    'GET /api/tournaments/12/announcements': NO_ANNOUNCEMENTS,
    'GET /api/tournaments/12/schedule': schedule,
  });
  const rendered = renderWithProviders(<PublicFixturesWithOrderOfPlay />, { route: '/tournament-fixtures?tournamentId=12' });
  return { ...rendered, apiLog };
}

describe('the public fixtures page with a published order of play', () => {
  it('shows one loading state until the fixtures and the order of play are both read, then both, the order of play first', async () => {
    const schedule = heldReply({ body: published() });
    const { apiLog } = openPage(schedule.respond);
    await screen.findByRole('heading', { name: 'Spring Open' });

    // The fixtures are read and the order of play is asked for: the page still waits, nothing of either drawn.
    await waitFor(() => expect(callsTo(apiLog, 'GET /api/tournaments/12/schedule')).toHaveLength(1));
    expect(within(screen.getByRole('region', { name: 'Fixtures' })).getByText('Loading fixtures...')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Order of play' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Division 1 (L1)' })).not.toBeInTheDocument();

    schedule.release();
    const plan = await screen.findByRole('region', { name: 'Order of play' });
    const fixtures = screen.getByRole('region', { name: 'Fixtures' });
    expect(within(plan).getByText(/Ada Ace/)).toBeInTheDocument();
    expect(within(fixtures).getByRole('region', { name: 'Division 1 (L1)' })).toBeInTheDocument();
    expect(screen.queryByText('Loading fixtures...')).not.toBeInTheDocument();
    expect(plan.compareDocumentPosition(fixtures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the shown day while another is read, then shows that one', async () => {
    const secondDay = heldReply({
      body: published({ day: '2099-06-07', matches: [placed({ matchId: 'x', side1: 'Cy Chip', side2: 'Di Drop' })] }),
    });
    const { user } = openPage((request) =>
      request.url.includes('day=2099-06-07') ? secondDay.respond() : { body: published() },
    );
    const plan = await screen.findByRole('region', { name: 'Order of play' });

    await user.click(within(plan).getByRole('button', { name: 'Sunday 7 June 2099' }));
    expect(within(plan).getByText(/Ada Ace/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fixtures' })).not.toHaveTextContent('Loading fixtures...');

    secondDay.release();
    expect(await within(plan).findByText(/Cy Chip/)).toBeInTheDocument();
    expect(within(plan).queryByText(/Ada Ace/)).not.toBeInTheDocument();
  });

  it('says the order of play could not be loaded, and still shows the fixtures', async () => {
    openPage(() => errorReply(500, 'Database unavailable'));

    const plan = await screen.findByRole('region', { name: 'Order of play' });
    expect(within(plan).getByRole('alert')).toHaveTextContent('Failed to load the order of play.');
    expect(
      within(screen.getByRole('region', { name: 'Fixtures' })).getByRole('region', { name: 'Division 1 (L1)' }),
    ).toBeVisible();
  });
});

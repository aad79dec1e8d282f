import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderOfPlay } from '@rallypoint/shared';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeViewedTournament } from '@/testing/fixtures';
import { serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { orderOfPlay, placed, settingsView, unplaced } from '../testing-data';
import { OrderOfPlayManager } from './order-of-play-manager';

/** A day with every stage on it, a locked place the settings no longer allow, and two matches without a place. */
const draft: OrderOfPlay = orderOfPlay({
  matches: [
    placed({ matchId: '1-league-2-1', start: '2099-06-06T10:00:00+01:00', end: '2099-06-06T11:00:00+01:00', round: 2 }),
    placed(),
    placed({
      matchId: '1-semi-final-1-1',
      court: 'Court 2',
      matchType: 'semi-final',
      side1: 'Cy Chip',
      side2: 'Di Drop',
      locked: true,
    }),
    placed({
      matchId: '1-final-1-1',
      court: 'Court 2',
      start: '2099-06-06T17:30:00+01:00',
      end: '2099-06-06T19:00:00+01:00',
      matchType: 'final',
      side1: 'Ada Ace',
      side2: 'Cy Chip',
      locked: true,
    }),
    placed({
      matchId: '2-knockout-3-1',
      court: 'Court 2',
      start: '2099-06-06T12:00:00+01:00',
      end: '2099-06-06T13:00:00+01:00',
      matchType: 'knockout',
      round: 3,
    }),
  ],
  unplaced: [
    unplaced(),
    unplaced({
      matchId: '1-league-3-2',
      kind: 'player',
      reason: 'Ed Edge: weekend mornings only, and the playing days are Wednesday and Thursday',
      round: 3,
      side1: 'Ed Edge',
      side2: 'Fay Fault',
    }),
  ],
  summary: {
    lines: ['2 matches have no place: 1 has players with no common time, 1 has a player with no time on the playing days.'],
    fixes: [
      { kind: 'days', message: 'Add Saturday 9 June: 2 of these matches have players free that day' },
      { kind: 'hours', message: 'End at 20:00 on Saturday 6 June: 1 more match fits' },
    ],
  },
  flagged: [{ matchId: '1-final-1-1', message: 'It ends at 19:00, after the hours (09:00 to 18:00)' }],
});

const phoneWidth = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(max-width: 639px)',
    addEventListener() {},
    removeEventListener() {},
  }));

function serveDraft(plan: OrderOfPlay = draft) {
  return serveApi({
    'GET /api/tournaments/7': { body: makeViewedTournament({ id: 7, startDate: '2099-06-06', endDate: '2099-06-06' }) },
    'GET /api/tournaments/7/schedule-settings': { body: settingsView() },
    'GET /api/tournaments/7/schedule': { body: plan },
  });
}

const follows = (later: Element, earlier: Element) =>
  Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the organizer’s draft', () => {
  it('opens with the summary and the fixes, then the grid, then what has no place with its division, stage, sides and reason', async () => {
    serveDraft();
    renderWithProviders(<OrderOfPlayManager tournamentId={7} />);
    const grid = await screen.findByRole('table', { name: /Order of play/ });
    const summary = screen.getByRole('region', { name: 'Summary' });
    const notPlaced = screen.getByRole('region', { name: 'Not placed (2)' });
    expect(follows(grid, summary) && follows(notPlaced, grid)).toBe(true);

    expect(summary).toHaveTextContent('2 matches have no place: 1 has players with no common time');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((fix) => fix.textContent),
    ).toEqual([
      'DaysAdd Saturday 9 June: 2 of these matches have players free that day',
      'HoursEnd at 20:00 on Saturday 6 June: 1 more match fits',
    ]);

    const [first, second] = within(notPlaced).getAllByRole('listitem');
    expect(first).toHaveTextContent(/^Ada Ace v Cy ChipDivision 1 · League R2Ada Ace and Cy Chip have no time in common/);
    expect(second).toHaveTextContent(/^Ed Edge v Fay FaultDivision 1 · League R3Ed Edge: weekend mornings only/);
    await expectNoAxeViolations(screen.getByRole('region', { name: 'Order of play' }));
  });

  it('names the stage and round of every match in the grid', async () => {
    serveDraft();
    renderWithProviders(<OrderOfPlayManager tournamentId={7} />);
    const grid = await screen.findByRole('table', { name: /Order of play/ });
    const stages = within(grid)
      .getAllByText(/ · Division 1 · /)
      .map((line) => line.textContent?.split(' · ').at(-1));
    // Rows by start time (09:00, 10:00, 12:00, 17:30), courts across.
    expect(stages).toEqual(['League R1', 'Semi-Final', 'League R2', 'Knockout R3', 'Final']);
  });

  it('shows the locked places the settings no longer allow, in a list and on the match', async () => {
    serveDraft();
    renderWithProviders(<OrderOfPlayManager tournamentId={7} />);
    const grid = await screen.findByRole('table', { name: /Order of play/ });
    const flagged = screen.getByRole('region', { name: 'Locked matches outside the settings (1)' });
    expect(flagged).toHaveTextContent('Ada Ace v Cy Chip: It ends at 19:00, after the hours (09:00 to 18:00)');
    const final = within(grid).getByRole('button', { name: 'Move Ada Ace v Cy Chip' }).closest('td') as HTMLElement;
    expect(final).toHaveTextContent('Outside the settings');
    expect(final).toHaveTextContent('It ends at 19:00, after the hours');
    expect(within(grid).getAllByText('Outside the settings')).toHaveLength(1);
  });

  it('says every match has a place when the summary has nothing to say', async () => {
    serveDraft(orderOfPlay({ summary: { lines: [], fixes: [] } }));
    renderWithProviders(<OrderOfPlayManager tournamentId={7} />);
    expect(await screen.findByRole('region', { name: 'Summary' })).toHaveTextContent('Every match has a place.');
    expect(screen.queryByRole('region', { name: /Not placed/ })).not.toBeInTheDocument();
  });

  it('lays a day out court by court on a phone, each court’s matches in order with their actions, and passes axe', async () => {
    phoneWidth();
    serveDraft();
    renderWithProviders(<OrderOfPlayManager tournamentId={7} />);
    const list = await screen.findByRole('list', { name: 'Order of play, Saturday 6 June 2099' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Centre', 'Court 2']);
    const centre = within(list).getByRole('list', { name: 'Centre' });
    expect(
      within(centre)
        .getAllByRole('listitem')
        .map((m) => /\d\d:\d\d–\d\d:\d\d/.exec(m.textContent ?? '')?.[0]),
    ).toEqual(['09:00–10:00', '10:00–11:00']);
    const court2 = within(list).getByRole('list', { name: 'Court 2' });
    expect(
      within(court2)
        .getAllByRole('listitem')
        .map((m) => within(m).getByRole('button').getAttribute('aria-label')),
    ).toEqual(['Move Cy Chip v Di Drop', 'Move Ada Ace v Bo Baseline', 'Move Ada Ace v Cy Chip']);
    expect(within(court2).getAllByRole('listitem')[2]).toHaveTextContent('Outside the settings');
    expect(screen.getByRole('region', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Not placed (2)' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerRatings, StudentMetricsView } from '@rallypoint/shared';
import { errorReply, serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { PerformanceTab } from './performance-tab';

const metrics: StudentMetricsView = {
  assessment: null,
  date: null,
  notes: '',
  matchRecord: { played: 6, won: 4, lost: 2, lastFive: ['W', 'W', 'L', 'W', 'W'] },
};

const ratings: PlayerRatings = {
  ratings: [{ sport: 'tennis', value: 1623.4, deviation: 85.2, matches: 6, provisional: false }],
  trends: [
    {
      sport: 'tennis',
      points: [
        { on: '2026-01-10', value: 1500, deviation: 350 },
        { on: '2026-02-02', value: 1541, deviation: 240 },
        { on: '2026-03-14', value: 1623.4, deviation: 85.2 },
      ],
    },
  ],
};

const ratingsSection = () => screen.getByRole('region', { name: 'Ratings' });

describe('PerformanceTab ratings', () => {
  it('shows the rating per sport next to the match record, with its trend chart and the points as a table', async () => {
    serveApi({ 'GET /api/student/metrics': { body: metrics }, 'GET /api/me/ratings': { body: ratings } });
    const { user } = renderWithProviders(<PerformanceTab />);

    const chart = await within(ratingsSection()).findByRole('img');
    expect(chart).toHaveAccessibleName('Tennis rating rose from 1500 to 1623 over 3 results, Jan 10, 2026 to Mar 14, 2026');
    expect(within(ratingsSection()).getByText('1623 ±85')).toBeInTheDocument();
    expect(within(ratingsSection()).queryByText('Provisional')).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Match record' })).toHaveTextContent('Played6');

    await user.click(within(ratingsSection()).getByText('Rating history (3)'));
    const rows = within(
      within(ratingsSection()).getByRole('table', { name: 'Tennis rating after each approved result' }),
    ).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateRatingDeviation (±)',
      'Jan 10, 20261500350',
      'Feb 2, 20261541240',
      'Mar 14, 2026162385',
    ]);
  });

  it('says where ratings come from before the first approved result', async () => {
    serveApi({ 'GET /api/student/metrics': { body: metrics }, 'GET /api/me/ratings': { body: { ratings: [], trends: [] } } });
    renderWithProviders(<PerformanceTab />);

    expect(
      await within(ratingsSection()).findByText('No rating yet: ratings come from approved tournament results'),
    ).toBeInTheDocument();
    expect(within(ratingsSection()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps the academy metrics when the ratings fail to load', async () => {
    serveApi({ 'GET /api/student/metrics': { body: metrics }, 'GET /api/me/ratings': errorReply(500, 'Boom') });
    renderWithProviders(<PerformanceTab />);

    expect(await within(ratingsSection()).findByRole('alert')).toHaveTextContent('Failed to load your ratings.');
    expect(await screen.findByRole('progressbar', { name: 'Attendance' })).toBeInTheDocument();
  });
});

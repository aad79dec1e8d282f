import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerRatings } from '@rallypoint/shared';
import { errorReply, serveApi } from '@/testing/serve-api';
import { makeUser, renderWithProviders } from '@/testing/render';
import { PlayerProfileCard } from './player-profile-card';

const ratingsRow = () => screen.getByText('Ratings').closest('div') as HTMLElement;

describe('PlayerProfileCard', () => {
  it('shows the rating in each sport, provisional ones marked', async () => {
    const ratings: PlayerRatings = {
      ratings: [
        { sport: 'tennis', value: 1712.6, deviation: 64.4, matches: 14, provisional: false },
        { sport: 'table_tennis', value: 1455, deviation: 190, matches: 3, provisional: true },
      ],
      trends: [],
    };
    serveApi({ 'GET /api/me/ratings': { body: ratings } });
    renderWithProviders(<PlayerProfileCard user={makeUser()} />);

    const items = await within(ratingsRow()).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Tennis1713 ±64', 'Table Tennis1455 ±190Provisional']);
  });

  it("says 'Unrated' before any approved result, and when ratings fail to load says so", async () => {
    serveApi({ 'GET /api/me/ratings': { body: { ratings: [], trends: [] } } });
    const { unmount } = renderWithProviders(<PlayerProfileCard user={makeUser()} />);
    expect(await within(ratingsRow()).findByText('Unrated')).toBeInTheDocument();
    unmount();

    serveApi({ 'GET /api/me/ratings': errorReply(500, 'Boom') });
    renderWithProviders(<PlayerProfileCard user={makeUser()} />);
    expect(await within(ratingsRow()).findByRole('alert')).toHaveTextContent('Failed to load ratings.');
  });
});

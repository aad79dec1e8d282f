import type { TournamentView } from '../read-model/tournament-view';
import { availableOrder } from './list-available-tournaments.handler';

const view = (id: number, status: TournamentView['status'], startDate: string, endDate = startDate) =>
  ({ id, status, startDate, endDate }) as TournamentView;

describe('availableOrder', () => {
  it('lists upcoming tournaments first (soonest first), then active, then completed (latest first)', () => {
    const sorted = [
      view(1, 'completed', '2026-01-01', '2026-01-02'),
      view(2, 'active', '2026-03-01', '2026-03-20'),
      view(3, 'upcoming', '2026-05-01'),
      view(4, 'completed', '2026-02-01', '2026-02-02'),
      view(5, 'upcoming', '2026-04-01'),
    ].sort(availableOrder);
    expect(sorted.map((v) => v.id)).toEqual([5, 3, 2, 4, 1]);
  });
});

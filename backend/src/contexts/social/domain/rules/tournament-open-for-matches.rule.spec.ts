import { tournamentForMatchRefusal } from './tournament-open-for-matches.rule';

describe('tournamentForMatchRefusal', () => {
  it('accepts an approved tournament', () => {
    expect(tournamentForMatchRefusal({ storedStatus: 'approved' })).toBeNull();
  });

  it.each([null, { storedStatus: 'pending' as const }, { storedStatus: 'rejected' as const }])(
    'answers 404 "Tournament not found" for %j',
    (tournament) => {
      expect(tournamentForMatchRefusal(tournament)).toEqual({ kind: 'not-found', message: 'Tournament not found' });
    },
  );
});

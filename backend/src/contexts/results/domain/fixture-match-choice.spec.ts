import type { FixtureMatch, FixturePlayer } from '@rallypoint/shared';
import { firstOpenMatch, opposes, openMatchesBetween } from './fixture-match-choice';

const player = (id: number): FixturePlayer => ({ id, name: `P${id}`, skillLevel: null });
const match = (id: string, a: number, b: number, overrides: Partial<FixtureMatch> = {}): FixtureMatch => ({
  id,
  matchType: 'league',
  fixtureType: 'singles',
  division: 'Division 1',
  round: 1,
  player1: player(a),
  player2: player(b),
  ...overrides,
});

describe('the fixture match a result names', () => {
  it('is between the two entries, one on each side, either way round', () => {
    expect(opposes(match('m', 1, 2), 1, 2)).toBe(true);
    expect(opposes(match('m', 1, 2), 2, 1)).toBe(true);
    expect(opposes(match('m', 1, 3), 1, 2)).toBe(false);
    const doubles = match('d', 1, 2, { fixtureType: 'doubles', player3: player(3), player4: player(4) });
    expect(opposes(doubles, 2, 3)).toBe(true);
    expect(opposes(doubles, 1, 2)).toBe(false);
  });

  it('lists open matches only, in schedule order: start time first, then the saved order', () => {
    const matches = [
      match('r1', 1, 2, { round: 1 }),
      match('played', 1, 2, { winner: 'P1' }),
      match('r2', 2, 1, { round: 2, scheduledTime: '2030-05-02T09:00:00+02:00' }),
      match('other', 1, 3),
      match('final', 1, 2, { matchType: 'final', scheduledTime: '2030-05-01T18:00:00+02:00' }),
    ];
    expect(openMatchesBetween(matches, 1, 2).map((m) => m.id)).toEqual(['final', 'r2', 'r1']);
  });

  it('picks the first of the type that no pending result names; a final is never taken for a league match', () => {
    const between = [match('final', 1, 2, { matchType: 'final' }), match('r1', 1, 2), match('r2', 1, 2)];
    expect(firstOpenMatch(between, 'league', new Set())?.id).toBe('r1');
    expect(firstOpenMatch(between, 'league', new Set(['r1']))?.id).toBe('r2');
    expect(firstOpenMatch(between, 'final', new Set())?.id).toBe('final');
    expect(firstOpenMatch(between, 'semi-final', new Set())).toBeNull();
  });
});

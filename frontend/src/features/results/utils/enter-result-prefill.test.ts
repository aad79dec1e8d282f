import { describe, expect, it } from 'vitest';
import type { FixtureMatch, FixturePlayer } from '@rallypoint/shared';
import { prefillFromMatch } from './enter-result-prefill';

const player = (id: number, name: string): FixturePlayer => ({ id, name, skillLevel: null });
const match: FixtureMatch = {
  id: '1-league-2-1',
  matchType: 'league',
  fixtureType: 'singles',
  division: 'Division 1',
  round: 2,
  player1: player(41, 'Hana Form'),
  player2: player(42, 'Ivo Form'),
};

describe('prefillFromMatch', () => {
  it("opens Enter Result on a singles match's two entries (side 1 as the player) and the match", () => {
    expect(prefillFromMatch(match)).toEqual({
      playerEntryId: 41,
      playerName: 'Hana Form',
      opponentEntryId: 42,
      opponentName: 'Ivo Form',
      fixtureMatchId: '1-league-2-1',
      matchType: 'league',
      matchLabel: 'League · Division 1 · Round 2',
    });
  });

  it('has nothing for a doubles match: a result is between two entries', () => {
    expect(prefillFromMatch({ ...match, fixtureType: 'doubles', player3: player(43, 'C'), player4: player(44, 'D') })).toBeNull();
  });
});

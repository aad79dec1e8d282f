import { tournamentPlayersRefusal } from './tournament-match-players.rule';

describe('tournamentPlayersRefusal', () => {
  it('accepts two participants', () => {
    expect(tournamentPlayersRefusal([1, 2, 3], 1, 3)).toBeNull();
  });

  it('refuses a proposer outside the tournament with 403', () => {
    expect(tournamentPlayersRefusal([2, 3], 1, 3)).toEqual({
      kind: 'forbidden',
      message: 'You are not a participant of this tournament',
    });
  });

  it('refuses an opponent outside the tournament with 400', () => {
    expect(tournamentPlayersRefusal([1, 2], 1, 3)).toEqual({
      kind: 'bad-request',
      message: 'Your opponent is not a participant of this tournament',
    });
  });
});

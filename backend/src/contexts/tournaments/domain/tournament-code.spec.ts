import { newTournamentCode } from './tournament-code';

describe('newTournamentCode', () => {
  it('names the sport and the start year, then four unambiguous characters', () => {
    expect(newTournamentCode('tennis', '2026-05-01')).toMatch(/^TNS-2026-[A-HJ-NP-Z2-9]{4}$/);
    expect(newTournamentCode('pickleball', '2027-01-09')).toMatch(/^PKL-2027-/);
    expect(newTournamentCode('table_tennis', '2026-12-31')).toMatch(/^TBT-2026-/);
  });

  it('draws each character from the random source', () => {
    const picks = [0, 1, 2, 31];
    expect(newTournamentCode('tennis', '2026-05-01', () => picks.shift()!)).toBe('TNS-2026-ABC9');
  });
});

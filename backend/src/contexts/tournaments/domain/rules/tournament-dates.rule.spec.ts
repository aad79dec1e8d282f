import { CREATE_TOURNAMENT_MESSAGES as M } from '@rallypoint/shared';
import { tournamentDateProblems } from './tournament-dates.rule';

describe('tournamentDateProblems', () => {
  it('accepts a one-day tournament whose registration closes on the day', () => {
    expect(tournamentDateProblems({ startDate: '2026-05-01', endDate: '2026-05-01', registrationDeadline: '2026-05-01' })).toEqual({});
  });

  it('accepts a tournament without a deadline', () => {
    expect(tournamentDateProblems({ startDate: '2026-05-01', endDate: '2026-05-03', registrationDeadline: null })).toEqual({});
  });

  it('names the end date when it is before the start', () => {
    expect(tournamentDateProblems({ startDate: '2026-05-02', endDate: '2026-05-01', registrationDeadline: null })).toEqual({
      endDate: [M.endBeforeStart],
    });
  });

  it('names the deadline when it is after the start', () => {
    expect(tournamentDateProblems({ startDate: '2026-05-02', endDate: '2026-05-03', registrationDeadline: '2026-05-03' })).toEqual({
      registrationDeadline: [M.registrationDeadline],
    });
  });
});

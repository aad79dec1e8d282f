import { closedBecauseStarted, closedByDeadline, type WindowFields } from './sign-up-window.rule';

const tournament: WindowFields = {
  status: 'approved',
  startDate: '2026-04-01',
  endDate: '2026-04-03',
  registrationDeadline: '2026-03-20',
};
const withFields = (changes: Partial<WindowFields>): WindowFields => ({ ...tournament, ...changes });

describe('closedBecauseStarted', () => {
  it('stays open up to the day before the start', () => {
    expect(closedBecauseStarted(tournament, '2026-03-31', 'Enrollment')).toBeNull();
  });

  it('closes on the start day and stays closed through the end day', () => {
    for (const day of ['2026-04-01', '2026-04-02', '2026-04-03']) {
      expect(closedBecauseStarted(tournament, day, 'Enrollment')).toEqual({
        kind: 'conflict',
        message: 'Enrollment is closed: this tournament has already started',
      });
    }
  });

  it('says the tournament has ended from the day after the end', () => {
    expect(closedBecauseStarted(tournament, '2026-04-04', 'Registration')).toEqual({
      kind: 'conflict',
      message: 'Registration is closed: this tournament has ended',
    });
  });

  it('also closes a one-day tournament on its day', () => {
    const oneDay = withFields({ startDate: '2026-04-01', endDate: '2026-04-01' });
    expect(closedBecauseStarted(oneDay, '2026-03-31', 'Enrollment')).toBeNull();
    expect(closedBecauseStarted(oneDay, '2026-04-01', 'Enrollment')?.message).toBe(
      'Enrollment is closed: this tournament has already started',
    );
    expect(closedBecauseStarted(oneDay, '2026-04-02', 'Enrollment')?.message).toBe(
      'Enrollment is closed: this tournament has ended',
    );
  });

  it.each(['pending', 'rejected', 'cancelled'] as const)(
    'is closed for a %s tournament whatever the dates, naming its state',
    (status) => {
      expect(closedBecauseStarted(withFields({ status }), '2026-03-10', 'Withdrawal')).toEqual({
        kind: 'conflict',
        message: `Withdrawal is closed: this tournament is ${status}`,
      });
    },
  );

  it('names the action it was asked about', () => {
    for (const action of ['Enrollment', 'Registration', 'Withdrawal'] as const) {
      expect(closedBecauseStarted(tournament, '2026-04-01', action)?.message).toBe(
        `${action} is closed: this tournament has already started`,
      );
    }
  });
});

describe('closedByDeadline', () => {
  it('stays open before the deadline and on the deadline day itself', () => {
    expect(closedByDeadline(tournament, '2026-03-19', 'Enrollment')).toBeNull();
    expect(closedByDeadline(tournament, '2026-03-20', 'Enrollment')).toBeNull();
  });

  it('closes the day after the deadline, naming it', () => {
    expect(closedByDeadline(tournament, '2026-03-21', 'Registration')).toEqual({
      kind: 'conflict',
      message: 'Registration is closed: the registration deadline (2026-03-20) has passed',
    });
  });

  it('never closes a tournament without a deadline', () => {
    expect(closedByDeadline(withFields({ registrationDeadline: null }), '2026-12-31', 'Enrollment')).toBeNull();
  });
});

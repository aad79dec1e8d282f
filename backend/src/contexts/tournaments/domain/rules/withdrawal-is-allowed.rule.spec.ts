import { withdrawalRefusal } from './withdrawal-is-allowed.rule';

const TODAY = '2026-03-10';
const upcoming = {
  status: 'approved' as const,
  startDate: '2026-04-01',
  endDate: '2026-04-03',
  registrationDeadline: '2026-03-01',
};

describe('withdrawalRefusal', () => {
  it('lets an enrolled player withdraw before the start, even after the registration deadline', () => {
    expect(withdrawalRefusal(upcoming, true, TODAY)).toBeNull();
  });

  it('answers not-found for a player who is not enrolled', () => {
    expect(withdrawalRefusal(upcoming, false, TODAY)).toEqual({
      kind: 'not-found',
      message: 'You are not enrolled in this tournament',
    });
  });

  it('refuses once play has started', () => {
    expect(withdrawalRefusal({ ...upcoming, startDate: '2026-03-09' }, true, TODAY)).toEqual({
      kind: 'conflict',
      message: 'Withdrawal is closed: this tournament has already started',
    });
  });
});

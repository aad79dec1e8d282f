import { membershipTransitionRefusal } from './membership-transition.rule';

describe('membershipTransitionRefusal', () => {
  it.each([
    ['pending', 'active'],
    ['pending', 'rejected'],
    ['active', 'rejected'],
    ['rejected', 'pending'],
    ['rejected', 'active'],
    ['active', 'pending'],
  ] as const)('allows %s → %s', (from, to) => {
    expect(membershipTransitionRefusal(from, to)).toBeNull();
  });

  it('refuses setting the status a membership already has', () => {
    expect(membershipTransitionRefusal('active', 'active')).toEqual({ kind: 'conflict', message: 'This membership is already active' });
  });
});

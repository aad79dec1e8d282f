import { membershipDecisionRefusal } from './membership-is-pending.rule';

describe('membershipDecisionRefusal', () => {
  it('lets an admin decide a pending application', () => {
    expect(membershipDecisionRefusal('pending')).toBeNull();
  });

  it.each(['active', 'rejected'] as const)('refuses a second decision on a %s membership', (status) => {
    expect(membershipDecisionRefusal(status)).toEqual({ kind: 'conflict', message: `This membership is already ${status}` });
  });
});

import { approvalRefusal } from './approval-is-pending.rule';

describe('approvalRefusal', () => {
  it('lets an admin decide a pending bootcamp', () => {
    expect(approvalRefusal({ status: 'pending' })).toBeNull();
  });

  it('refuses a second decision, naming the first', () => {
    expect(approvalRefusal({ status: 'approved' })).toEqual({
      kind: 'conflict',
      message: 'This bootcamp has already been approved; only a pending bootcamp can be approved or rejected',
    });
    expect(approvalRefusal({ status: 'rejected' })?.message).toContain('already been rejected');
  });
});

import { approvalRefusal } from './approval-is-pending.rule';

describe('approvalRefusal', () => {
  it('lets an admin decide on a pending tournament', () => {
    expect(approvalRefusal({ status: 'pending' })).toBeNull();
  });

  it.each(['approved', 'rejected', 'cancelled'] as const)('refuses to decide again on a %s tournament', (status) => {
    expect(approvalRefusal({ status })).toEqual({
      kind: 'conflict',
      message: `This tournament has already been ${status}; only a pending tournament can be approved or rejected`,
    });
  });
});

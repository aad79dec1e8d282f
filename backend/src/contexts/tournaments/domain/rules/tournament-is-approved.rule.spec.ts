import { unapprovedRefusal } from './tournament-is-approved.rule';

describe('unapprovedRefusal', () => {
  it('shows an approved tournament', () => {
    expect(unapprovedRefusal({ status: 'approved' })).toBeNull();
  });

  it.each(['pending', 'rejected', 'cancelled'] as const)('answers "not found" for a %s tournament', (status) => {
    expect(unapprovedRefusal({ status })).toEqual({ kind: 'not-found', message: 'Tournament not found' });
  });
});

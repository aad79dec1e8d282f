import { editRefusal } from './can-edit-tournament.rule';

const TODAY = '2026-03-10';
const mine = { organizerId: 7, status: 'approved' as const, startDate: '2026-04-01', endDate: '2026-04-03' };

describe('editRefusal', () => {
  it('lets the organizer edit their own upcoming tournament', () => {
    expect(editRefusal(mine, 7, TODAY)).toBeNull();
  });

  it('lets the organizer edit their own tournament while it awaits review, whatever its dates', () => {
    expect(editRefusal({ ...mine, status: 'pending', startDate: '2026-01-01', endDate: '2026-01-02' }, 7, TODAY)).toBeNull();
  });

  it("forbids editing someone else's tournament", () => {
    expect(editRefusal(mine, 8, TODAY)).toEqual({ kind: 'forbidden', message: 'You can only edit your own tournaments' });
  });

  it.each([
    ['active', { startDate: '2026-03-09' }],
    ['completed', { startDate: '2026-03-01', endDate: '2026-03-02' }],
    ['rejected', { status: 'rejected' as const }],
    ['cancelled', { status: 'cancelled' as const }],
  ])('refuses once the tournament is %s', (status, change) => {
    expect(editRefusal({ ...mine, ...change }, 7, TODAY)).toEqual({
      kind: 'conflict',
      message: `This tournament is ${status} and can no longer be edited`,
    });
  });
});

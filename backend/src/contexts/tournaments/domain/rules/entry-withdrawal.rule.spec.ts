import { entryWithdrawalRefusal } from './entry-withdrawal.rule';

const tournament = { organizerId: 7 };
const organizer = { id: 7, role: 'organizer' as const };
const admin = { id: 1, role: 'admin' as const };
const stranger = { id: 8, role: 'organizer' as const };
const holding = { status: 'pending' as const };

describe('entryWithdrawalRefusal', () => {
  it("lets the tournament's organizer and admins withdraw an entry holding a place", () => {
    expect(entryWithdrawalRefusal(tournament, organizer, holding)).toBeNull();
    expect(entryWithdrawalRefusal(tournament, admin, { status: 'registered' })).toBeNull();
  });

  it('answers not found to anyone else, as for an unknown entry', () => {
    expect(entryWithdrawalRefusal(tournament, stranger, holding)).toEqual({ kind: 'not-found', message: 'Tournament not found' });
    expect(entryWithdrawalRefusal(tournament, organizer, null)).toEqual({ kind: 'not-found', message: 'Entry not found' });
  });

  it('refuses an entry that has withdrawn already', () => {
    expect(entryWithdrawalRefusal(tournament, organizer, { status: 'withdrawn' })?.kind).toBe('conflict');
  });
});

import { registrationsAccessRefusal, seesContactDetails, viewRefusal } from './tournament-access.rule';

const pending = { status: 'pending' as const, organizerId: 5 };
const approved = { status: 'approved' as const, organizerId: 5 };

describe('viewRefusal', () => {
  it('shows approved tournaments to everyone, signed in or not', () => {
    expect(viewRefusal(approved, null)).toBeNull();
    expect(viewRefusal(approved, { id: 9, role: 'player' })).toBeNull();
  });

  it('shows an unapproved tournament to its organizer and to admins', () => {
    expect(viewRefusal(pending, { id: 5, role: 'organizer' })).toBeNull();
    expect(viewRefusal(pending, { id: 1, role: 'admin' })).toBeNull();
  });

  it('hides an unapproved tournament from everyone else as not found', () => {
    const hidden = { kind: 'not-found', message: 'Tournament not found' };
    expect(viewRefusal(pending, null)).toEqual(hidden);
    expect(viewRefusal(pending, { id: 6, role: 'organizer' })).toEqual(hidden);
    expect(viewRefusal({ ...pending, status: 'rejected' }, { id: 9, role: 'player' })).toEqual(hidden);
  });
});

describe('registrationsAccessRefusal', () => {
  it("lets the tournament's organizer and admins read registrations", () => {
    expect(registrationsAccessRefusal(approved, { id: 5, role: 'organizer' })).toBeNull();
    expect(registrationsAccessRefusal(approved, { id: 1, role: 'admin' })).toBeNull();
  });

  it('forbids other organizers and players', () => {
    expect(registrationsAccessRefusal(approved, { id: 6, role: 'organizer' })?.kind).toBe('forbidden');
    expect(registrationsAccessRefusal(approved, { id: 9, role: 'player' })?.kind).toBe('forbidden');
  });
});

describe('seesContactDetails', () => {
  it("shows participants' contact details to the tournament's organizer and admins only", () => {
    expect(seesContactDetails(approved, { id: 5, role: 'organizer' })).toBe(true);
    expect(seesContactDetails(approved, { id: 1, role: 'admin' })).toBe(true);
    expect(seesContactDetails(approved, { id: 6, role: 'organizer' })).toBe(false);
    expect(seesContactDetails(approved, { id: 9, role: 'player' })).toBe(false);
    expect(seesContactDetails(approved, null)).toBe(false);
  });
});

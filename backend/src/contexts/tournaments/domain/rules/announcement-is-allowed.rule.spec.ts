import { announcementRefusal } from './announcement-is-allowed.rule';

describe('announcementRefusal', () => {
  const approved = { organizerId: 5, status: 'approved' as const };

  it("lets the tournament's organizer and any admin post", () => {
    expect(announcementRefusal(approved, { id: 5, role: 'organizer' })).toBeNull();
    expect(announcementRefusal(approved, { id: 1, role: 'admin' })).toBeNull();
  });

  it('refuses another organizer or a player with 403', () => {
    expect(announcementRefusal(approved, { id: 6, role: 'organizer' })?.kind).toBe('forbidden');
    expect(announcementRefusal(approved, { id: 7, role: 'player' })?.kind).toBe('forbidden');
  });

  it.each(['pending', 'rejected', 'cancelled'] as const)('refuses a %s tournament with 409', (status) => {
    expect(announcementRefusal({ organizerId: 5, status }, { id: 5, role: 'organizer' })).toEqual({
      kind: 'conflict',
      message: 'Announcements can be posted once the tournament is approved',
    });
  });
});

import { registrantsAccessRefusal } from './registrants-access.rule';

const bootcamp = { organizerId: 7 };

describe('registrantsAccessRefusal', () => {
  it("lets the bootcamp's organizer and any admin see who registered", () => {
    expect(registrantsAccessRefusal(bootcamp, { id: 7, role: 'organizer' })).toBeNull();
    expect(registrantsAccessRefusal(bootcamp, { id: 1, role: 'admin' })).toBeNull();
  });

  it('refuses another organizer and players', () => {
    expect(registrantsAccessRefusal(bootcamp, { id: 8, role: 'organizer' })).toEqual({
      kind: 'forbidden',
      message: "Only the bootcamp's organizer or an administrator can see its registrations",
    });
    expect(registrantsAccessRefusal(bootcamp, { id: 9, role: 'player' })?.kind).toBe('forbidden');
  });
});

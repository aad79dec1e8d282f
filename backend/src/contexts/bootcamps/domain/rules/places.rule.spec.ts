import { noFreePlaceRefusal } from './places.rule';

describe('noFreePlaceRefusal', () => {
  it('lets a newcomer take a free place when nobody is waiting', () => {
    expect(noFreePlaceRefusal({ maxParticipants: 3, registrationCount: 2, waitingCount: 0 })).toBeNull();
  });

  it('refuses when every place is taken', () => {
    expect(noFreePlaceRefusal({ maxParticipants: 3, registrationCount: 3, waitingCount: 0 })?.message).toBe(
      'This bootcamp is full: all 3 places are taken',
    );
  });

  it('never lets a newcomer jump the users already waiting, even past a free place', () => {
    expect(noFreePlaceRefusal({ maxParticipants: 3, registrationCount: 2, waitingCount: 4 })).toEqual({
      kind: 'conflict',
      message: 'Players are waiting for a place in this bootcamp: join the waitlist instead',
    });
  });
});

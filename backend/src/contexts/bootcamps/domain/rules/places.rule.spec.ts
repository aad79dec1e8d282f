import { noFreePlaceRefusal, placesToPromote } from './places.rule';

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

describe('placesToPromote', () => {
  it('fills the free places from the line, no more than are waiting', () => {
    expect(placesToPromote({ maxParticipants: 5, registrationCount: 2, waitingCount: 30 })).toBe(3);
    expect(placesToPromote({ maxParticipants: 5, registrationCount: 2, waitingCount: 1 })).toBe(1);
  });

  it('promotes nobody into a full bootcamp or from an empty line', () => {
    expect(placesToPromote({ maxParticipants: 5, registrationCount: 5, waitingCount: 2 })).toBe(0);
    expect(placesToPromote({ maxParticipants: 5, registrationCount: 0, waitingCount: 0 })).toBe(0);
  });
});

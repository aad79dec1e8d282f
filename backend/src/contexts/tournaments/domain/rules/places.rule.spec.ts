import { noFreePlaceRefusal, placesToPromote } from './places.rule';

describe('noFreePlaceRefusal', () => {
  it('lets a newcomer take a free place when nobody is waiting', () => {
    expect(noFreePlaceRefusal({ maxParticipants: 4, participantCount: 3, waitingCount: 0 })).toBeNull();
  });

  it('refuses when every place is taken, naming the capacity', () => {
    expect(noFreePlaceRefusal({ maxParticipants: 4, participantCount: 4, waitingCount: 2 })).toEqual({
      kind: 'conflict',
      message: 'Tournament is full: all 4 places are taken',
    });
  });

  it('never lets a newcomer jump the players already waiting, even past a free place', () => {
    expect(noFreePlaceRefusal({ maxParticipants: 4, participantCount: 3, waitingCount: 1 })).toEqual({
      kind: 'conflict',
      message: 'Players are waiting for a place in this tournament: join the waitlist instead',
    });
  });
});

describe('placesToPromote', () => {
  it('fills the free places from the line, no more than are waiting', () => {
    expect(placesToPromote({ maxParticipants: 5, participantCount: 4, waitingCount: 30 })).toBe(1);
    expect(placesToPromote({ maxParticipants: 8, participantCount: 4, waitingCount: 2 })).toBe(2);
  });

  it('promotes nobody into a full tournament or from an empty line', () => {
    expect(placesToPromote({ maxParticipants: 5, participantCount: 5, waitingCount: 3 })).toBe(0);
    expect(placesToPromote({ maxParticipants: 5, participantCount: 6, waitingCount: 3 })).toBe(0);
    expect(placesToPromote({ maxParticipants: 5, participantCount: 2, waitingCount: 0 })).toBe(0);
  });
});

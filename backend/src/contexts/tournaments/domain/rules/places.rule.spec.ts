import { noFreePlaceRefusal } from './places.rule';

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

import { DomainEvent } from '../../../../platform/events';

/** A signed-in player took a place in the tournament by Enroll: their entry (made now, linked or taken up again). */
export class PlayerEnrolled extends DomainEvent<{ participantId: number; entryId: number }> {
  constructor(tournamentId: number, payload: { participantId: number; entryId: number }) {
    super('tournament', tournamentId, payload);
  }
}

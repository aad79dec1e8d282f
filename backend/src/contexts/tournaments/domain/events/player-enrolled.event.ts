import { DomainEvent } from '../../../../platform/events';

/** A signed-in player took a place in the tournament. */
export class PlayerEnrolled extends DomainEvent<{ participantId: number }> {
  constructor(tournamentId: number, payload: { participantId: number }) {
    super('tournament', tournamentId, payload);
  }
}

import { DomainEvent } from '../../../../platform/events';

/** A player gave their place back before the start. */
export class PlayerWithdrew extends DomainEvent<{ participantId: number }> {
  constructor(tournamentId: number, payload: { participantId: number }) {
    super('tournament', tournamentId, payload);
  }
}

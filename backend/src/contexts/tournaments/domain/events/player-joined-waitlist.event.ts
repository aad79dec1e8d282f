import { DomainEvent } from '../../../../platform/events';

/** A player queued for a place in a full tournament. */
export class PlayerJoinedWaitlist extends DomainEvent<{ userId: number }> {
  constructor(tournamentId: number, payload: { userId: number }) {
    super('tournament', tournamentId, payload);
  }
}

import { DomainEvent } from '../../../../platform/events';

/** A player stopped waiting for a place. */
export class PlayerLeftWaitlist extends DomainEvent<{ userId: number }> {
  constructor(tournamentId: number, payload: { userId: number }) {
    super('tournament', tournamentId, payload);
  }
}

import { DomainEvent } from '../../../../platform/events';

/** An admin rejected the tournament. */
export class TournamentRejected extends DomainEvent<{ name: string; tournamentCode: string; organizerId: number }> {
  constructor(tournamentId: number, payload: { name: string; tournamentCode: string; organizerId: number }) {
    super('tournament', tournamentId, payload);
  }
}

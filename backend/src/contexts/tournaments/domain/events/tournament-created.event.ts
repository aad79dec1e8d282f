import { DomainEvent } from '../../../../platform/events';

/** An organizer scheduled a tournament; it awaits an admin's review. */
export class TournamentCreated extends DomainEvent<{ name: string; tournamentCode: string; sport: string; organizerId: number }> {
  constructor(tournamentId: number, payload: { name: string; tournamentCode: string; sport: string; organizerId: number }) {
    super('tournament', tournamentId, payload);
  }
}

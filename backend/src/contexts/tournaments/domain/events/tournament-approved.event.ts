import { DomainEvent } from '../../../../platform/events';

/** An admin approved the tournament: it is now public and open for enrolment while upcoming. */
export class TournamentApproved extends DomainEvent<{ name: string; tournamentCode: string; organizerId: number }> {
  constructor(tournamentId: number, payload: { name: string; tournamentCode: string; organizerId: number }) {
    super('tournament', tournamentId, payload);
  }
}

import { DomainEvent } from '../../../../platform/events';

/** A type alias, not an interface: event payloads must be assignable to Record<string, unknown>. */
export type TournamentDeletedPayload = {
  name: string;
  tournamentCode: string;
  organizerId: number;
  deletedBy: 'organizer' | 'admin';
};

/** The tournament is gone, with its participants, registrations and notifications. */
export class TournamentDeleted extends DomainEvent<TournamentDeletedPayload> {
  constructor(tournamentId: number, payload: TournamentDeletedPayload) {
    super('tournament', tournamentId, payload);
  }
}

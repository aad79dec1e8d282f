import { DomainEvent } from '../../../../platform/events';

/** The organizer edited their tournament; names the fields that changed. */
export class TournamentUpdated extends DomainEvent<{ changedFields: string[] }> {
  constructor(tournamentId: number, payload: { changedFields: string[] }) {
    super('tournament', tournamentId, payload);
  }
}

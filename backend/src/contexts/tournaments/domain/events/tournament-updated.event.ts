import { DomainEvent } from '../../../../platform/events';

export type TournamentUpdatedPayload = {
  changedFields: string[];
  /** The new zone, when it changed: the order of play keeps a copy of it. */
  timeZone?: string;
};

/** The organizer edited their tournament; names the fields that changed. */
export class TournamentUpdated extends DomainEvent<TournamentUpdatedPayload> {
  constructor(tournamentId: number, payload: TournamentUpdatedPayload) {
    super('tournament', tournamentId, payload);
  }
}

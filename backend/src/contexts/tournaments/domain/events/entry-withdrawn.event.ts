import { DomainEvent } from '../../../../platform/events';

/**
 * An entry gave its place back: the player before the start, or the organizer at any time. It keeps the results it
 * played; its remaining matches become walkovers to its opponents (decisions.md, "Scores, standings and draws").
 */
export class EntryWithdrawn extends DomainEvent<{ entryId: number; userId: number | null; byOrganizer: boolean }> {
  constructor(tournamentId: number, payload: { entryId: number; userId: number | null; byOrganizer: boolean }) {
    super('tournament', tournamentId, payload);
  }
}

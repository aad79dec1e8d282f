import { DomainEvent } from '../../../../platform/events';

/**
 * Someone queued for a place in a full tournament: an account (`userId`), or a form entrant by `email` (with the
 * account it belongs to, when verified).
 */
export class PlayerJoinedWaitlist extends DomainEvent<{ userId: number | null; email?: string }> {
  constructor(tournamentId: number, payload: { userId: number | null; email?: string }) {
    super('tournament', tournamentId, payload);
  }
}

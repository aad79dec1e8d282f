import { DomainEvent } from '../../../../platform/events';

export type TournamentWaitlistPromotedPayload = {
  tournamentId: number;
  /** The entry the place was given to. */
  entryId: number;
  /** The account promoted; null for a form entrant without one, told by e-mail only. */
  userId: number | null;
  email: string;
};

/** The first in line took a place that was given back: they now have an entry holding it and are off the waitlist. */
export class TournamentWaitlistPromoted extends DomainEvent<TournamentWaitlistPromotedPayload> {
  constructor(tournamentId: number, payload: TournamentWaitlistPromotedPayload) {
    super('tournament', tournamentId, payload);
  }
}

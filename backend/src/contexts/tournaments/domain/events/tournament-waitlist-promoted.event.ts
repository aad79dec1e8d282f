import { DomainEvent } from '../../../../platform/events';

export type TournamentWaitlistPromotedPayload = {
  tournamentId: number;
  userId: number;
};

/** The first player in line took a place that was given back: they are now enrolled and off the waitlist. */
export class TournamentWaitlistPromoted extends DomainEvent<TournamentWaitlistPromotedPayload> {
  constructor(tournamentId: number, payload: TournamentWaitlistPromotedPayload) {
    super('tournament', tournamentId, payload);
  }
}

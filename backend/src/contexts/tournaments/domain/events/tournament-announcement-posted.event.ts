import { DomainEvent } from '../../../../platform/events';

export type TournamentAnnouncementPostedPayload = {
  announcementId: number;
  title: string;
  recipients: number;
};

/** The organizer (or an admin) told the tournament's players something; each player is e-mailed. */
export class TournamentAnnouncementPosted extends DomainEvent<TournamentAnnouncementPostedPayload> {
  constructor(tournamentId: number, payload: TournamentAnnouncementPostedPayload) {
    super('tournament', tournamentId, payload);
  }
}

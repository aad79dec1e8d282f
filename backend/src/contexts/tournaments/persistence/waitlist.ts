import { Waitlist } from '../../../platform/waitlist';
import { TournamentParticipant } from '../domain/tournament-participant.entity';
import { TournamentWaitlistEntry } from '../domain/tournament-waitlist-entry.entity';

/** A tournament's line for a place (platform/waitlist), leading to its participants. */
export const tournamentWaitlist = new Waitlist<TournamentWaitlistEntry, TournamentParticipant>({
  line: TournamentWaitlistEntry,
  lineTable: 'tournament_waitlist',
  places: TournamentParticipant,
  eventKey: 'tournamentId',
  eventColumn: 'tournament_id',
  placeFor: (tournamentId, userId) => ({ tournamentId, participantId: userId }),
});

import { Not } from 'typeorm';
import { Waitlist } from '../../../platform/waitlist';
import { TournamentEntry } from '../domain/tournament-entry.entity';
import { TournamentWaitlistEntry } from '../domain/tournament-waitlist-entry.entity';

/**
 * A tournament's one line for a place (platform/waitlist), for both ways in: accounts and form entrants by e-mail.
 * It leads to entries; a withdrawn entry keeps its row but not its place. Promotion makes the entry from the account's
 * profile or the stored form (commands/shared/waitlist.ts gives the place).
 */
export const tournamentWaitlist = new Waitlist<TournamentWaitlistEntry, TournamentEntry>({
  line: TournamentWaitlistEntry,
  lineTable: 'tournament_waitlist',
  places: TournamentEntry,
  eventKey: 'tournamentId',
  eventColumn: 'tournament_id',
  holdingPlace: { status: Not('withdrawn' as const) },
});

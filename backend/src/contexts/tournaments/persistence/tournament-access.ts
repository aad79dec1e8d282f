import type { Tournament } from '../domain/tournament.entity';

/** What the access rules read about a tournament (who organizes it, its stored status) and how it scores and ranks. */
export type TournamentAccess = Pick<Tournament, 'organizerId' | 'status' | 'scoreFormat' | 'standingsRulebook'>;

/** One row by primary key, only the columns those need: no entity to build for a yes or no. */
export const TOURNAMENT_ACCESS_SQL = `SELECT organizer_id AS "organizerId", status, score_format AS "scoreFormat",
  standings_rulebook AS "standingsRulebook" FROM tournaments WHERE id = $1`;

import type { Tournament } from '../../domain/tournament.entity';

/** All the access rules read about a tournament: who organizes it and its stored status. */
export type TournamentAccess = Pick<Tournament, 'organizerId' | 'status'>;

/** One row by primary key, only the two columns the rules need: no entity to build for a yes or no. */
export const TOURNAMENT_ACCESS_SQL = `SELECT organizer_id AS "organizerId", status FROM tournaments WHERE id = $1`;

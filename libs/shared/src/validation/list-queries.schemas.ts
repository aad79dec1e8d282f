import { z } from 'zod';
import { SPORTS } from '../constants/sports';
import { TOURNAMENT_DISPLAY_STATUSES } from '../constants/tournaments';
import { pageQuerySchema, searchParam } from '../contracts/paging';

export const LIST_FILTER_MESSAGES = {
  sport: `Sport must be one of: ${SPORTS.join(', ')}`,
  status: `Status must be one of: ${TOURNAMENT_DISPLAY_STATUSES.join(', ')}`,
} as const;

/** `GET /api/tournaments`: approved tournaments, by sport and a search over name, code and venue. */
export const availableTournamentsQuerySchema = pageQuerySchema.extend({
  sport: z.enum(SPORTS, { message: LIST_FILTER_MESSAGES.sport }).optional(),
  search: searchParam,
});
export type AvailableTournamentsQuery = z.infer<typeof availableTournamentsQuerySchema>;

/** `GET /api/admin/tournaments` and `GET /api/tournaments/my-tournaments`: by shown status and search. */
export const tournamentListQuerySchema = pageQuerySchema.extend({
  status: z.enum(TOURNAMENT_DISPLAY_STATUSES, { message: LIST_FILTER_MESSAGES.status }).optional(),
  search: searchParam,
});
export type TournamentListQuery = z.infer<typeof tournamentListQuerySchema>;


/**
 * `GET /api/tournaments/{tournamentId}/participants`: everyone taking part, in sign-up order, with a search over the
 * shown name and the username (never the e-mail: other players do not see it).
 */
export const tournamentParticipantsQuerySchema = pageQuerySchema.extend({
  search: searchParam,
});
export type TournamentParticipantsQuery = z.infer<typeof tournamentParticipantsQuerySchema>;

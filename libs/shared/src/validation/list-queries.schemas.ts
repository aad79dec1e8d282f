import { z } from 'zod';
import { SPORTS, type Sport } from '../constants/sports';
import { TOURNAMENT_DISPLAY_STATUSES } from '../constants/tournaments';
import { pageQuerySchema, searchParam } from './paging.schemas';
import { day, optional, recordId } from './fields';

export const LIST_FILTER_MESSAGES = {
  sport: `Sport must be one of: ${SPORTS.join(', ')}`,
  status: `Status must be one of: ${TOURNAMENT_DISPLAY_STATUSES.join(', ')}`,
  tournamentId: 'Tournament must be a tournament id',
  sports: `Sport must be one or more of: ${SPORTS.join(', ')}, separated by commas`,
  from: 'From must be a date (YYYY-MM-DD)',
  to: 'To must be a date (YYYY-MM-DD)',
  range: 'To must be on or after From',
} as const;

/**
 * `GET /api/tournaments`: approved tournaments of one or more sports (`sport=tennis,pickleball`), taking place at
 * some time between `from` and `to` (either may be left out), with a search over name, code and venue.
 */
export const availableTournamentsQuerySchema = pageQuerySchema
  .extend({
    sport: optional(
      z.preprocess(
        (value) => (typeof value === 'string' ? [...new Set(value.split(','))] : value),
        // One message on `sport` for the whole list, whichever of its items is wrong.
        z
          .array(z.string(), { message: LIST_FILTER_MESSAGES.sports })
          .refine(
            (values): values is Sport[] =>
              values.length > 0 && values.every((value) => (SPORTS as readonly string[]).includes(value)),
            {
              message: LIST_FILTER_MESSAGES.sports,
            },
          ),
      ),
    ),
    from: optional(day(LIST_FILTER_MESSAGES.from)),
    to: optional(day(LIST_FILTER_MESSAGES.to)),
    search: searchParam,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: LIST_FILTER_MESSAGES.range, path: ['to'] });
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

/** `GET /api/notifications/registrations`: the caller's registration notifications, of one tournament when given. */
export const registrationNotificationsQuerySchema = pageQuerySchema.extend({
  tournamentId: recordId(LIST_FILTER_MESSAGES.tournamentId).optional(),
});
export type RegistrationNotificationsQuery = z.infer<typeof registrationNotificationsQuerySchema>;

/** `PATCH /api/notifications/read`: marks every unread notification of the caller read (of one tournament when given). */
export const markNotificationsReadSchema = z.object({
  tournamentId: recordId(LIST_FILTER_MESSAGES.tournamentId).optional(),
});
export type MarkNotificationsReadInput = z.infer<typeof markNotificationsReadSchema>;

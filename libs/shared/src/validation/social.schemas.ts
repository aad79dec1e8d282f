import { z } from 'zod';
import { PLAYER_LEVELS } from '../constants/levels';
import { SPORTS } from '../constants/sports';
import {
  FREE_PLAY_DURATIONS,
  MATCH_ANSWERS,
  MATCH_ORDERS,
  MATCH_SIDES,
  MESSAGE_BOXES,
  SOCIAL_LIMITS as LIMIT,
} from '../constants/social';
import { pageQuerySchema, searchParam } from './paging.schemas';
import { PLAYER_SORTS, RATING_FILTER_MAX, RATING_FILTER_MIN } from '../contracts/ratings';
import { longText, multiLine, recordId, text } from './fields';
import { SOCIAL_MESSAGES as M } from './messages';
import { isCalendarDay, isClockTime } from './values';

const proposedDate = z.string({ message: M.proposedDate }).trim().refine(isCalendarDay, M.proposedDate);
const proposedTime = z.string({ message: M.proposedTime }).trim().refine(isClockTime, M.proposedTime);
const venue = text('Venue', 1, LIMIT.venue, M.venue, M.venueTooLong);
const sport = z.enum(SPORTS, { message: M.sport });
const optionalMessage = multiLine('Message')
  .trim()
  .max(LIMIT.matchMessage, M.matchMessageTooLong)
  .optional()
  .transform((value) => (value ? value : undefined));

export const sendMessageSchema = z.object({
  recipientId: recordId(M.recipientId),
  subject: text('Subject', 1, LIMIT.subject, M.subject, M.subjectTooLong),
  message: longText('Message', 1, LIMIT.message, M.message, M.messageTooLong),
});
export type SendMessageInput = z.output<typeof sendMessageSchema>;

export const sendKudosSchema = z.object({
  recipientId: recordId(M.recipientId),
  message: longText('Message', 1, LIMIT.kudos, M.kudos, M.kudosTooLong),
});
export type SendKudosInput = z.output<typeof sendKudosSchema>;

/** Find Players' invite dialog (sport, date, time, venue required). */
export const matchInviteSchema = z.object({
  opponentId: recordId(M.opponentId),
  sport,
  proposedDate,
  proposedTime,
  venue,
  message: optionalMessage,
});
export type MatchInviteFormInput = z.input<typeof matchInviteSchema>;
export type MatchInviteInput = z.output<typeof matchInviteSchema>;

/** Schedule match, Tournament Match tab: all fields required except message. */
export const tournamentMatchSchema = z.object({
  tournamentId: recordId(M.tournamentId),
  opponentId: recordId(M.opponentId),
  proposedDate,
  proposedTime,
  venue,
  message: optionalMessage,
  matchType: z.literal('tournament', { message: M.matchType }).default('tournament'),
});
export type TournamentMatchFormInput = z.input<typeof tournamentMatchSchema>;
export type TournamentMatchInput = z.output<typeof tournamentMatchSchema>;

/** Schedule match, Free Play / General Hit tab: all fields required except message. */
export const freePlayMatchSchema = z.object({
  opponentId: recordId(M.opponentId),
  sport,
  proposedDate,
  proposedTime,
  venue,
  duration: z.coerce
    .number({ message: M.duration })
    .refine((value) => (FREE_PLAY_DURATIONS as readonly number[]).includes(value), M.duration),
  message: optionalMessage,
  matchType: z.literal('free_play', { message: M.matchType }).default('free_play'),
});
export type FreePlayMatchFormInput = z.input<typeof freePlayMatchSchema>;
export type FreePlayMatchInput = z.output<typeof freePlayMatchSchema>;

/**
 * "Match date not before today" (docs/product-rules.md#social). `today` is a calendar day from the caller's clock: the browser's
 * for the form, the server's injectable clock for the API, which is the one that decides.
 */
export const proposedDateNotPast = (proposed: string, today: string): boolean => proposed >= today;

export function withDateFromToday<S extends z.ZodType<{ proposedDate: string }>>(schema: S, today: () => string) {
  return schema.refine((value) => proposedDateNotPast(value.proposedDate, today()), {
    message: M.proposedDatePast,
    path: ['proposedDate'],
  });
}

export const matchResponseSchema = z.object({
  response: z.enum(MATCH_ANSWERS, { message: M.response }),
});
export type MatchResponseInput = z.output<typeof matchResponseSchema>;

/** A filter select's empty choice ('') means no filter. */
const blankAsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

const ratingParam = blankAsAbsent(
  z.coerce
    .number({ message: M.rating })
    .int(M.rating)
    .min(RATING_FILTER_MIN, M.rating)
    .max(RATING_FILTER_MAX, M.rating)
    .optional(),
);

/** Ratings are per sport: a rating range or order needs the sport it is about. */
export const findPlayersQuerySchema = pageQuerySchema
  .extend({
    search: searchParam,
    sport: blankAsAbsent(z.enum(SPORTS, { message: M.sport }).optional()),
    level: blankAsAbsent(z.enum(PLAYER_LEVELS, { message: M.level }).optional()),
    minRating: ratingParam,
    maxRating: ratingParam,
    sort: blankAsAbsent(z.enum(PLAYER_SORTS, { message: M.playerSort }).default('name')),
  })
  .refine((q) => q.sport !== undefined || (q.minRating === undefined && q.maxRating === undefined && q.sort === 'name'), {
    message: M.ratingNeedsSport,
    path: ['sport'],
  })
  .refine((q) => q.minRating === undefined || q.maxRating === undefined || q.minRating <= q.maxRating, {
    message: M.ratingRange,
    path: ['minRating'],
  });
export type FindPlayersQueryInput = z.output<typeof findPlayersQuerySchema>;

export const messagesQuerySchema = pageQuerySchema.extend({
  box: z.enum(MESSAGE_BOXES, { message: M.box }).default('received'),
});
export type MessagesQueryInput = z.output<typeof messagesQuerySchema>;

export const matchesQuerySchema = pageQuerySchema.extend({
  side: z.enum(MATCH_SIDES, { message: M.side }).default('all'),
  order: z.enum(MATCH_ORDERS, { message: M.order }).default('upcoming'),
});
export type MatchesQueryInput = z.output<typeof matchesQuerySchema>;

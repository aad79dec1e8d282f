import { z } from 'zod';
import { PLAYER_LEVELS } from '../../constants/levels';
import { MATCH_RESPONSES, PLAYER_UPDATE_KINDS, SOCIAL_MATCH_TYPES } from '../../constants/social';
import { SPORTS } from '../../constants/sports';
import { count, id, pageOf } from './common';
import { sportRatingSchema } from './ratings';

/**
 * A player as Find Players lists them (docs/product-rules.md#privacy): e-mail and phone for admins only. Users have no
 * city column: `city` is always null.
 */
export const foundPlayerSchema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string().optional(),
  phone: z.string().nullable().optional(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  sports: z.array(z.enum(SPORTS)),
  level: z.enum(PLAYER_LEVELS).nullable(),
  isActive: z.boolean(),
  /** The player's rating in each sport they have one in. */
  ratings: z.array(sportRatingSchema),
});

/** Who sent or received something, as the other side may see them (never contact data). */
export const personRefSchema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
});

export const directMessageSchema = z.object({
  id,
  subject: z.string(),
  message: z.string(),
  sender: personRefSchema,
  recipient: personRefSchema,
  isRead: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});

/** A page of messages plus how many received ones are unread (whatever box was asked for). */
export const messagePageSchema = pageOf(directMessageSchema).extend({ unreadCount: count });

export const kudosSchema = z.object({
  id,
  message: z.string(),
  sender: personRefSchema,
  isRead: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});

/** A page of received kudos (unread first, then newest) plus how many are unread. */
export const kudosPageSchema = pageOf(kudosSchema).extend({ unreadCount: count });

/** Match events, as the two sides of a match see them. */
export const matchSchema = z.object({
  id,
  title: z.string(),
  matchType: z.enum(SOCIAL_MATCH_TYPES),
  sport: z.enum(SPORTS).nullable(),
  tournamentId: id.nullable(),
  proposedDate: z.string(),
  proposedTime: z.string(),
  /** Minutes. */
  duration: z.number(),
  venue: z.string(),
  message: z.string().nullable(),
  status: z.string(),
  response: z.enum(MATCH_RESPONSES),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
  proposer: personRefSchema,
  opponent: personRefSchema,
  /** From the caller's side: they proposed it (`sent`) or were invited (`received`). */
  direction: z.enum(['sent', 'received']),
});

/** A page of matches plus how many invitations await the caller's answer (pending, day not passed), whatever side was asked for. */
export const matchPageSchema = pageOf(matchSchema).extend({ awaitingAnswerCount: count });

/** What sending a message or kudos and proposing a match answer: the new row's id and a confirmation. */
export const createdIdSchema = z.object({ id, message: z.string() });

export const playerUpdateSchema = z.object({
  id,
  kind: z.enum(PLAYER_UPDATE_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where to act on it, an app path such as '/tournament-fixtures/12'. */
  link: z.string().nullable(),
  createdAt: z.string(),
  isRead: z.boolean(),
});

/** `GET /api/me/updates`: one page, with how many are unread in all. */
export const playerUpdatePageSchema = pageOf(playerUpdateSchema).extend({ unreadCount: count });

/** `POST /api/me/updates/read-all`: how many updates it marked read. */
export const updatesMarkedReadSchema = z.object({ marked: count });

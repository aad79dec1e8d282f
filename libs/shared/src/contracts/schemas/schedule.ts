import { z } from 'zod';
import { MATCH_TYPES } from '../../constants/fixtures';
import { UNPLACED_KINDS } from '../../scheduling/unplaced-reasons';
import { count, id } from './common';

/** A kept placement (locked or played) that the saved settings no longer allow, and why. */
export const flaggedPlacementSchema = z.object({ matchId: z.string(), message: z.string() });

/**
 * `GET /api/tournaments/{id}/schedule-settings`: the saved settings, or the defaults from the tournament's dates. The
 * zone is the tournament's (set in its details); `flagged` lists locked matches the settings leave outside the days,
 * hours or their players' time (also the answer of `PUT`).
 */
export const scheduleSettingsViewSchema = z.object({
  timeZone: z.string(),
  courts: z.array(z.object({ name: z.string() })),
  days: z.array(z.object({ date: z.string(), start: z.string(), end: z.string() })),
  minutes: z.object({ league: z.number(), 'semi-final': z.number(), final: z.number() }),
  restMinutes: z.number(),
  savedAt: z.string().nullable(),
  flagged: z.array(flaggedPlacementSchema),
});

/** One match's place: court and times as ISO 8601 with the tournament's offset. */
export const schedulePlacementSchema = z.object({ matchId: z.string(), court: z.string(), start: z.string(), end: z.string() });

/** A match the draft could not place: what blocks it (docs/event-day.md, The scheduler). */
export const scheduleUnplacedSchema = z.object({ matchId: z.string(), kind: z.enum(UNPLACED_KINDS), reason: z.string() });

/** The draft's opening summary in plain sentences, and the fixes that would place more. */
export const scheduleSummarySchema = z.object({
  lines: z.array(z.string()),
  fixes: z.array(z.object({ kind: z.enum(['days', 'hours', 'courts', 'length']), message: z.string() })),
});

/** `POST /api/tournaments/{id}/schedule`: the computed draft. */
export const scheduleDraftSchema = z.object({
  placed: z.array(schedulePlacementSchema),
  unplaced: z.array(scheduleUnplacedSchema),
  flagged: z.array(flaggedPlacementSchema),
  summary: scheduleSummarySchema,
});

export const orderOfPlayMatchSchema = schedulePlacementSchema.extend({
  locked: z.boolean(),
  division: z.string(),
  matchType: z.enum(MATCH_TYPES),
  round: z.number().int(),
  /** Who plays: a player's name, or a doubles pair's names joined with ' / '. */
  side1: z.string(),
  side2: z.string(),
  /** The signed-in person plays in it (their e-mail is on one of its registrations). */
  mine: z.boolean(),
  /** Draft view: differs from what is published (a new placement, a move, or a removal still to publish). */
  changed: z.boolean(),
});

export const orderOfPlayUnplacedSchema = scheduleUnplacedSchema.extend({
  division: z.string(),
  matchType: z.enum(MATCH_TYPES),
  round: z.number().int(),
  side1: z.string(),
  side2: z.string(),
});

/** `GET /api/tournaments/{id}/schedule`: one day of the order of play, published (public) or the organizer's draft. */
export const orderOfPlaySchema = z.object({
  tournamentId: id,
  tournamentName: z.string(),
  view: z.enum(['published', 'draft']),
  timeZone: z.string(),
  courts: z.array(z.string()),
  /** Playing days that hold at least one match of this view, in order; `day` is the one shown. */
  days: z.array(z.string()),
  day: z.string().nullable(),
  publishedAt: z.string().nullable(),
  matches: z.array(orderOfPlayMatchSchema),
  /** Draft view only: matches the draft could not place, with why. */
  unplaced: z.array(orderOfPlayUnplacedSchema),
  /** Draft view only (null when published): the last computed draft's summary and fixes. */
  summary: scheduleSummarySchema.nullable(),
  /** Draft view only: locked or played places the settings no longer allow. */
  flagged: z.array(flaggedPlacementSchema),
  /** Public calendar of the published order of play (path under the API). */
  calendarPath: z.string().nullable(),
});

/** `POST /api/tournaments/{id}/schedule/publish`. */
export const schedulePublicationSchema = z.object({
  publishedAt: z.string(),
  matchCount: count,
  changedCount: count,
  playersTold: count,
});

/** `GET /api/me/matches`: a published match of the signed-in player. */
export const myScheduledMatchSchema = z.object({
  tournamentId: id,
  tournamentName: z.string(),
  matchId: z.string(),
  court: z.string(),
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  matchType: z.enum(MATCH_TYPES),
  division: z.string(),
  /** The other side's names. */
  opponent: z.string(),
});

/**
 * `POST /api/me/calendar` (created or renewed): the private feed's secret address. It is shown this once: the server
 * keeps only a hash of its token (docs/event-day.md, Calendars).
 */
export const calendarFeedSchema = z.object({ url: z.string() });

/** `GET /api/me/calendar`: whether the user has a private address, and since when (the address itself is not kept). */
export const calendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });

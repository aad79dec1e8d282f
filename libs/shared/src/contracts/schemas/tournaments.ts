import { z } from 'zod';
import { HANDEDNESS, SKILL_LEVELS } from '../../constants/levels';
import { SPORTS } from '../../constants/sports';
import { TIME_SLOTS } from '../../constants/time-slots';
import { TOURNAMENT_DISPLAY_STATUSES } from '../../constants/tournaments';
import { SCORE_FORMATS } from '../../scores/score-formats';
import { STANDINGS_RULEBOOKS } from '../../standings/standings-rulebooks';
import { count, id, messageResponseSchema, pageOf } from './common';
import { waitlistStandingSchema } from './waitlists';

export const tournamentSummarySchema = z.object({
  id,
  name: z.string(),
  tournamentCode: z.string(),
  sport: z.enum(SPORTS),
  venue: z.string(),
  divisions: z.number().int(),
  status: z.enum(TOURNAMENT_DISPLAY_STATUSES),
  createdAt: z.string(),
  /** Players enrolled (the Enroll button): what an organizer's own delete is refused for. */
  participantCount: count,
});

export const tournamentDetailSchema = tournamentSummarySchema.extend({
  description: z.string().nullable(),
  organizerId: id,
  organizerName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  registrationDeadline: z.string().nullable(),
  maxParticipants: z.number().int(),
  entryFee: z.string().nullable(),
  prizePool: z.string().nullable(),
  rules: z.string(),
  additionalInfo: z.string().nullable(),
  poc1Name: z.string(),
  poc1Contact: z.string(),
  poc1Email: z.string(),
  poc2Name: z.string().nullable(),
  poc2Contact: z.string().nullable(),
  poc2Email: z.string().nullable(),
  updatedAt: z.string(),
  /** How scores are kept (sets or games, best of how many) and which rulebook orders the standings. */
  scoreFormat: z.enum(SCORE_FORMATS),
  standingsRulebook: z.enum(STANDINGS_RULEBOOKS),
});

/** A tournament as a player sees it in Available Tournaments, with their place in line when it is full. */
export const availableTournamentSchema = tournamentDetailSchema.extend({
  ...waitlistStandingSchema.shape,
  isEnrolled: z.boolean(),
});

/** `GET /api/tournaments/{id}`: the detail plus where the caller stands (waitlistPosition null when signed out). */
export const viewedTournamentSchema = tournamentDetailSchema.extend({
  ...waitlistStandingSchema.shape,
  /** The registration form holds as many entries as the tournament has places: it takes no more. */
  registrationsFull: z.boolean(),
  /** The signed-in caller's account e-mail already has an entry on the form (false when signed out). */
  isRegistered: z.boolean(),
  /** The signed-in caller holds one of its places (false when signed out). */
  isEnrolled: z.boolean(),
});

/** `POST /api/tournaments/{id}/register`: the confirmation and the new entry's id. */
export const registrationReceivedSchema = messageResponseSchema.extend({ registrationId: id });

export const registrationListItemSchema = z.object({
  id,
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  sport: z.enum(SPORTS),
  skillLevel: z.enum(SKILL_LEVELS),
  skillDescription: z.string().nullable(),
  handedness: z.enum(HANDEDNESS),
  availableTimes: z.array(z.enum(TIME_SLOTS)),
  registrationDate: z.string(),
  status: z.string(),
});

/**
 * Someone taking part (enrolled, or registered through the form with their account e-mail), as
 * `GET /api/tournaments/{tournamentId}/participants` pages them; e-mail and phone only for the tournament's organizer
 * and admins (docs/product-rules.md#privacy).
 */
export const tournamentParticipantSchema = z.object({
  participantId: id,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string().optional(),
  phone: z.string().nullable().optional(),
  level: z.string().nullable(),
  registrationDate: z.string(),
  status: z.string(),
});

export const tournamentEnrollmentSchema = z.object({ tournamentId: id, registrationDate: z.string(), status: z.string() });

export const registrationNotificationSchema = z.object({
  id,
  playerName: z.string(),
  playerEmail: z.string(),
  tournamentCode: z.string(),
  tournamentId: id,
  isRead: z.boolean(),
  createdAt: z.string(),
});

/** `GET /api/user/tournaments`: the tournaments the caller is enrolled in (the log-results picker). */
export const enrolledTournamentSchema = z.object({
  id,
  name: z.string(),
  venue: z.string(),
  sport: z.enum(SPORTS),
  /** How a result logged for it is scored. */
  scoreFormat: z.enum(SCORE_FORMATS),
});

/** How many of the organizer's tournaments are in each lifecycle stage (the dashboard's stat cards). */
export const tournamentStageCountsSchema = z.object({ upcoming: count, active: count, completed: count });

/** `GET /api/tournaments/my-tournaments`: a page of the organizer's own, with stage counts over all of them. */
export const myTournamentsPageSchema = pageOf(tournamentSummarySchema).extend({ stageCounts: tournamentStageCountsSchema });

/** One tournament the caller has registration notifications about: the options of the list's tournament filter. */
export const notificationTournamentSchema = z.object({ tournamentId: id, tournamentCode: z.string(), unread: count });

/**
 * `GET /api/notifications/registrations`: unread first, then newest; `unread` counts across all pages (of the chosen
 * tournament, when one is), `tournaments` every tournament the caller's notifications are about, latest first.
 */
export const registrationNotificationsPageSchema = pageOf(registrationNotificationSchema).extend({
  unread: count,
  tournaments: z.array(notificationTournamentSchema),
});

/** `PATCH /api/notifications/read`: how many notifications it marked read. */
export const notificationsMarkedReadSchema = messageResponseSchema.extend({ marked: count });

/** An announcement on a tournament's public page (and e-mailed to its players), newest first. */
export const announcementOnPageSchema = z.object({
  id,
  tournamentId: id,
  title: z.string(),
  message: z.string(),
  postedBy: z.string(),
  postedAt: z.string(),
});

/** `POST /api/tournaments/{id}/announcements`: how many players it was e-mailed to. */
export const announcementPostedSchema = messageResponseSchema.extend({ id, recipients: count });

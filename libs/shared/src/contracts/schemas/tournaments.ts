import { z } from 'zod';
import { HANDEDNESS, SKILL_LEVELS } from '../../constants/levels';
import { SPORTS } from '../../constants/sports';
import { TIME_SLOTS } from '../../constants/time-slots';
import { ENTRY_STATUSES, TOURNAMENT_DISPLAY_STATUSES } from '../../constants/tournaments';
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
  /**
   * Entries holding a place, made by the public form or by Enroll (one count: tournaments.entry_count, docs/decisions/0013):
   * what the cards, "places left" and an organizer's own delete read.
   */
  participantCount: count,
});

export const tournamentDetailSchema = tournamentSummarySchema.extend({
  description: z.string().nullable(),
  organizerId: id,
  organizerName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** IANA zone where it is played: every time shown for the tournament is in it, and names it. */
  timeZone: z.string(),
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
  /**
   * No place is free for a newcomer through the form (every place is held by an entry, or people wait in line): the
   * form offers the waitlist instead.
   */
  registrationsFull: z.boolean(),
  /** The signed-in caller's entry (linked, or of the account's e-mail) has its form filled (false when signed out). */
  isRegistered: z.boolean(),
  /** The signed-in caller's account has an entry holding a place, made by the form or by Enroll (false when signed out). */
  isEnrolled: z.boolean(),
});

/** `POST /api/tournaments/{id}/register`: the confirmation and the entry's id (made, or completed by the form). */
export const registrationReceivedSchema = messageResponseSchema.extend({ registrationId: id });

/** `POST /api/tournaments/{id}/register/waitlist` (the form's body): the confirmation and the entrant's place in line. */
export const formWaitlistJoinedSchema = messageResponseSchema.extend({ position: z.number().int().min(1) });

/**
 * One entry of a tournament as its organizer reads them (`GET /api/tournaments/{id}/registrations`): made by the public
 * form or by Enroll (docs/decisions/0013). The form's fields are null for an entry made by Enroll whose form was never
 * filled; `userId` is the linked account, null for an entry without one.
 */
export const registrationListItemSchema = z.object({
  id,
  userId: id.nullable(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  sport: z.enum(SPORTS),
  skillLevel: z.enum(SKILL_LEVELS).nullable(),
  skillDescription: z.string().nullable(),
  handedness: z.enum(HANDEDNESS).nullable(),
  availableTimes: z.array(z.enum(TIME_SLOTS)),
  registrationDate: z.string(),
  status: z.enum(ENTRY_STATUSES),
});

/**
 * An entry holding a place, as `GET /api/tournaments/{tournamentId}/participants` pages them (docs/decisions/0013):
 * the spec's fields for an entry linked to an account (`participantId` = `userId`, the account's names and @username),
 * and an entry without one with `participantId`, `userId` and `username` null and its full name split at the first
 * space. E-mail and phone only for the tournament's organizer and admins (docs/product-rules.md#privacy).
 */
export const tournamentParticipantSchema = z.object({
  entryId: id,
  userId: id.nullable(),
  participantId: id.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string().nullable(),
  email: z.string().optional(),
  phone: z.string().nullable().optional(),
  level: z.string().nullable(),
  registrationDate: z.string(),
  status: z.enum(ENTRY_STATUSES),
});

/** `GET /api/my-tournament-enrollments`: the caller's entries holding a place, however they were made. */
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

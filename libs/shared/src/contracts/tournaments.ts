import type { Sport } from '../constants/sports';
import type { Handedness, SkillLevel } from '../constants/levels';
import type { TimeSlot } from '../constants/time-slots';
import type { Page } from './paging';
import type { ScoreFormatCode } from '../scores';
import type { StandingsRulebook } from '../standings';
import type { ApprovalDecision, TournamentDisplayStatus } from '../constants/tournaments';
import type { WaitlistStanding } from '../constants/waitlists';
import type { MessageResponse } from './auth';

export interface TournamentSummary {
  id: number;
  name: string;
  tournamentCode: string;
  sport: Sport;
  venue: string;
  divisions: number;
  status: TournamentDisplayStatus;
  createdAt: string;
  /** Players enrolled (the Enroll button): what an organizer's own delete is refused for. */
  participantCount: number;
}

export interface TournamentDetail extends TournamentSummary {
  description: string | null;
  organizerId: number;
  organizerName: string;
  startDate: string;
  endDate: string;
  registrationDeadline: string | null;
  maxParticipants: number;
  entryFee: string | null;
  prizePool: string | null;
  rules: string;
  additionalInfo: string | null;
  poc1Name: string;
  poc1Contact: string;
  poc1Email: string;
  poc2Name: string | null;
  poc2Contact: string | null;
  poc2Email: string | null;
  updatedAt: string;
  /** How scores are kept (sets or games, best of how many) and which rulebook orders the standings. */
  scoreFormat: ScoreFormatCode;
  standingsRulebook: StandingsRulebook;
}

/** A tournament as a player sees it in Available Tournaments, with their place in line when it is full. */
export interface AvailableTournament extends TournamentDetail, WaitlistStanding {
  isEnrolled: boolean;
}

/** `GET /api/tournaments/{id}`: the detail plus where the caller stands (waitlistPosition null when signed out). */
export interface ViewedTournament extends TournamentDetail, WaitlistStanding {
  /** The registration form holds as many entries as the tournament has places: it takes no more. */
  registrationsFull: boolean;
  /** The signed-in caller's account e-mail already has an entry on the form (false when signed out). */
  isRegistered: boolean;
  /** The signed-in caller holds one of its places (false when signed out). */
  isEnrolled: boolean;
}

export interface CreateTournamentRequest {
  sport: Sport;
  name: string;
  venue: string;
  divisions: number;
  description?: string;
  startDate: string;
  endDate: string;
  registrationDeadline?: string;
  maxParticipants?: number;
  entryFee?: string;
  prizePool?: string;
  rules: string;
  additionalInfo?: string;
  poc1Name: string;
  poc1Contact: string;
  poc1Email: string;
  poc2Name?: string;
  poc2Contact?: string;
  poc2Email?: string;
  scoreFormat?: ScoreFormatCode;
  standingsRulebook?: StandingsRulebook;
}

export interface ApprovalRequest {
  status: ApprovalDecision;
}

export interface TournamentRegistrationRequest {
  tournamentId: number;
  fullName: string;
  sport: Sport;
  email: string;
  phone: string;
  skillLevel: SkillLevel;
  skillDescription?: string;
  handedness: Handedness;
  availableTimes: TimeSlot[];
  commitmentAcknowledged: boolean;
}

/** `POST /api/tournaments/{id}/register`: the confirmation and the new entry's id. */
export interface RegistrationReceived extends MessageResponse {
  registrationId: number;
}

export interface RegistrationListItem {
  id: number;
  fullName: string;
  email: string;
  phone: string;
  sport: Sport;
  skillLevel: SkillLevel;
  skillDescription: string | null;
  handedness: Handedness;
  availableTimes: TimeSlot[];
  registrationDate: string;
  status: string;
}

/**
 * Someone taking part (enrolled, or registered through the form with their account e-mail), as
 * `GET /api/tournaments/{tournamentId}/participants` pages them; e-mail and phone only for the tournament's organizer
 * and admins (decisions.md "Privacy").
 */
export interface TournamentParticipant {
  participantId: number;
  firstName: string;
  lastName: string;
  username: string;
  email?: string;
  phone?: string | null;
  level: string | null;
  registrationDate: string;
  status: string;
}

export interface TournamentEnrollment {
  tournamentId: number;
  registrationDate: string;
  status: string;
}

export interface RegistrationNotification {
  id: number;
  playerName: string;
  playerEmail: string;
  tournamentCode: string;
  tournamentId: number;
  isRead: boolean;
  createdAt: string;
}

/** `GET /api/user/tournaments`: the tournaments the caller is enrolled in (the log-results picker). */
export interface EnrolledTournament {
  id: number;
  name: string;
  venue: string;
  sport: Sport;
  /** How a result logged for it is scored. */
  scoreFormat: ScoreFormatCode;
}

/** How many of the organizer's tournaments are in each lifecycle stage (the dashboard's stat cards). */
export interface TournamentStageCounts {
  upcoming: number;
  active: number;
  completed: number;
}

/** `GET /api/tournaments/my-tournaments`: a page of the organizer's own, with stage counts over all of them. */
export interface MyTournamentsPage extends Page<TournamentSummary> {
  stageCounts: TournamentStageCounts;
}

/** One tournament the caller has registration notifications about: the options of the list's tournament filter. */
export interface NotificationTournament {
  tournamentId: number;
  tournamentCode: string;
  unread: number;
}

/**
 * `GET /api/notifications/registrations`: unread first, then newest; `unread` counts across all pages (of the chosen
 * tournament, when one is), `tournaments` every tournament the caller's notifications are about, latest first.
 */
export interface RegistrationNotificationsPage extends Page<RegistrationNotification> {
  unread: number;
  tournaments: NotificationTournament[];
}

/** `PATCH /api/notifications/read`: how many notifications it marked read. */
export interface NotificationsMarkedRead {
  message: string;
  marked: number;
}

/** An announcement on a tournament's public page (and e-mailed to its players), newest first. */
export interface TournamentAnnouncement {
  id: number;
  tournamentId: number;
  title: string;
  message: string;
  postedBy: string;
  postedAt: string;
}

/** `POST /api/tournaments/{id}/announcements`: how many players it was e-mailed to. */
export interface AnnouncementPosted {
  message: string;
  id: number;
  recipients: number;
}

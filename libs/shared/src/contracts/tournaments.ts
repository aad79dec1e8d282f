import type { z } from 'zod';
import type * as schemas from './schemas/tournaments';
import type { Sport } from '../constants/sports';
import type { Handedness, SkillLevel } from '../constants/levels';
import type { TimeSlot } from '../constants/time-slots';
import type { ScoreFormatCode } from '../scores';
import type { StandingsRulebook } from '../standings';
import type { ApprovalDecision } from '../constants/tournaments';

export type TournamentSummary = z.output<typeof schemas.tournamentSummarySchema>;

export type TournamentDetail = z.output<typeof schemas.tournamentDetailSchema>;

export type AvailableTournament = z.output<typeof schemas.availableTournamentSchema>;

export type ViewedTournament = z.output<typeof schemas.viewedTournamentSchema>;

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
  /** IANA zone; left out, the club's. */
  timeZone?: string;
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

export type RegistrationReceived = z.output<typeof schemas.registrationReceivedSchema>;

export type FormWaitlistJoined = z.output<typeof schemas.formWaitlistJoinedSchema>;

export type RegistrationListItem = z.output<typeof schemas.registrationListItemSchema>;

export type TournamentParticipant = z.output<typeof schemas.tournamentParticipantSchema>;

export type TournamentEnrollment = z.output<typeof schemas.tournamentEnrollmentSchema>;

export type RegistrationNotification = z.output<typeof schemas.registrationNotificationSchema>;

export type EnrolledTournament = z.output<typeof schemas.enrolledTournamentSchema>;

export type TournamentStageCounts = z.output<typeof schemas.tournamentStageCountsSchema>;

export type MyTournamentsPage = z.output<typeof schemas.myTournamentsPageSchema>;

export type NotificationTournament = z.output<typeof schemas.notificationTournamentSchema>;

export type RegistrationNotificationsPage = z.output<typeof schemas.registrationNotificationsPageSchema>;

export type NotificationsMarkedRead = z.output<typeof schemas.notificationsMarkedReadSchema>;

export type TournamentAnnouncement = z.output<typeof schemas.announcementOnPageSchema>;

export type AnnouncementPosted = z.output<typeof schemas.announcementPostedSchema>;

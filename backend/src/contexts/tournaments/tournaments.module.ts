import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminDeleteTournamentHandler } from './commands/admin-delete-tournament/admin-delete-tournament.handler';
import { CreateTournamentHandler } from './commands/create-tournament/create-tournament.handler';
import { DecideTournamentApprovalHandler } from './commands/decide-tournament-approval/decide-tournament-approval.handler';
import { DeleteOwnTournamentHandler } from './commands/delete-own-tournament/delete-own-tournament.handler';
import { EnrollPlayerHandler } from './commands/enroll-player/enroll-player.handler';
import { JoinWaitlistHandler } from './commands/join-waitlist/join-waitlist.handler';
import { LeaveWaitlistHandler } from './commands/leave-waitlist/leave-waitlist.handler';
import { PostAnnouncementHandler } from './commands/post-announcement/post-announcement.handler';
import { MarkNotificationReadHandler } from './commands/mark-notification-read/mark-notification-read.handler';
import { MarkNotificationsReadHandler } from './commands/mark-notifications-read/mark-notifications-read.handler';
import { SubmitRegistrationHandler } from './commands/submit-registration/submit-registration.handler';
import { UpdateTournamentHandler } from './commands/update-tournament/update-tournament.handler';
import { WithdrawPlayerHandler } from './commands/withdraw-player/withdraw-player.handler';
import { WithdrawEntryHandler } from './commands/withdraw-entry/withdraw-entry.handler';
import { JoinWaitlistByFormHandler } from './commands/join-waitlist-by-form/join-waitlist-by-form.handler';
import { RegistrationNotification } from './domain/registration-notification.entity';
import { TournamentAnnouncement } from './domain/tournament-announcement.entity';
import { TournamentEntry } from './domain/tournament-entry.entity';
import { TournamentWaitlistEntry } from './domain/tournament-waitlist-entry.entity';
import { Tournament } from './domain/tournament.entity';
import { ConfirmRegistrationByEmail } from './event-handlers/confirm-registration-by-email.handler';
import { EmailOrganizerAboutApprovalDecision } from './event-handlers/email-organizer-about-approval-decision.handler';
import { EmailAnnouncementToPlayers } from './event-handlers/email-announcement-to-players.handler';
import { EmailPromotedPlayer } from './event-handlers/email-promoted-player.handler';
import { NotifyOrganizerWhenRegistrationSubmitted } from './event-handlers/notify-organizer-when-registration-submitted.handler';
import { RemoveParticipationOfDeletedUser } from './event-handlers/remove-participation-of-deleted-user.handler';
import { LinkEntriesToVerifiedAccount } from './event-handlers/link-entries-to-verified-account.handler';
import { AdminTournamentsController } from './http/admin-tournaments.controller';
import { AnnouncementsController } from './http/announcements.controller';
import { ParticipationController } from './http/participation.controller';
import { RegistrationsController } from './http/registrations.controller';
import { TournamentsController } from './http/tournaments.controller';
import { CountPendingTournamentsHandler } from './queries/count-pending-tournaments/count-pending-tournaments.handler';
import { GetTournamentHandler } from './queries/get-tournament/get-tournament.handler';
import { GetTournamentAccessHandler } from './queries/get-tournament-access/get-tournament-access.handler';
import { ListAllTournamentsHandler } from './queries/list-all-tournaments/list-all-tournaments.handler';
import { ListAvailableTournamentsHandler } from './queries/list-available-tournaments/list-available-tournaments.handler';
import { ListMyEnrolledTournamentsHandler } from './queries/list-my-enrolled-tournaments/list-my-enrolled-tournaments.handler';
import { ListMyEnrollmentsHandler } from './queries/list-my-enrollments/list-my-enrollments.handler';
import { ListMyTournamentsHandler } from './queries/list-my-tournaments/list-my-tournaments.handler';
import { ListTournamentAnnouncementsHandler } from './queries/list-tournament-announcements/list-tournament-announcements.handler';
import { ListRegistrationNotificationsHandler } from './queries/list-registration-notifications/list-registration-notifications.handler';
import { LockTournamentHandler } from './queries/lock-tournament/lock-tournament.handler';
import { ListTournamentEntriesHandler } from './queries/list-tournament-entries/list-tournament-entries.handler';
import { ListUserEntriesHandler } from './queries/list-user-entries/list-user-entries.handler';
import { TournamentViews } from './queries/read-model/tournament-views';
import { ViewTournamentParticipantsHandler } from './queries/view-tournament-participants/view-tournament-participants.handler';
import { ViewTournamentRegistrationsHandler } from './queries/view-tournament-registrations/view-tournament-registrations.handler';
import { ViewTournamentHandler } from './queries/view-tournament/view-tournament.handler';

const controllers = [
  TournamentsController,
  ParticipationController,
  RegistrationsController,
  AnnouncementsController,
  AdminTournamentsController,
];
const commandHandlers = [
  CreateTournamentHandler,
  UpdateTournamentHandler,
  DeleteOwnTournamentHandler,
  DecideTournamentApprovalHandler,
  AdminDeleteTournamentHandler,
  EnrollPlayerHandler,
  WithdrawPlayerHandler,
  WithdrawEntryHandler,
  JoinWaitlistByFormHandler,
  JoinWaitlistHandler,
  LeaveWaitlistHandler,
  SubmitRegistrationHandler,
  MarkNotificationReadHandler,
  MarkNotificationsReadHandler,
  PostAnnouncementHandler,
];
const queryHandlers = [
  GetTournamentHandler,
  GetTournamentAccessHandler,
  LockTournamentHandler,
  ListTournamentEntriesHandler,
  ListUserEntriesHandler,
  ViewTournamentHandler,
  ViewTournamentRegistrationsHandler,
  ViewTournamentParticipantsHandler,
  ListAvailableTournamentsHandler,
  ListMyTournamentsHandler,
  ListAllTournamentsHandler,
  ListMyEnrollmentsHandler,
  ListMyEnrolledTournamentsHandler,
  ListRegistrationNotificationsHandler,
  CountPendingTournamentsHandler,
  ListTournamentAnnouncementsHandler,
];
/** Reactions to events (TransactionalReactions): they commit with the change that raised the event. */
const eventHandlers = [
  NotifyOrganizerWhenRegistrationSubmitted,
  ConfirmRegistrationByEmail,
  EmailOrganizerAboutApprovalDecision,
  EmailPromotedPlayer,
  EmailAnnouncementToPlayers,
  RemoveParticipationOfDeletedUser,
  LinkEntriesToVerifiedAccount,
];
const readModel = [TournamentViews];

@Module({
  imports: [
    TypeOrmModule.forFeature([
      Tournament,
      TournamentEntry,
      TournamentWaitlistEntry,
      RegistrationNotification,
      TournamentAnnouncement,
    ]),
  ],
  controllers,
  providers: [...commandHandlers, ...queryHandlers, ...eventHandlers, ...readModel],
})
export class TournamentsModule {}

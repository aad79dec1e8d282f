/** The tournaments context's public surface: its module, the events it publishes, and the queries it answers. */
export { TournamentsModule } from './tournaments.module';
export { tournamentTurn } from './domain/tournament-turn';
export { TournamentCreated } from './domain/events/tournament-created.event';
export { TournamentUpdated, type TournamentUpdatedPayload } from './domain/events/tournament-updated.event';
export { TournamentDeleted, type TournamentDeletedPayload } from './domain/events/tournament-deleted.event';
export { TournamentApproved } from './domain/events/tournament-approved.event';
export { TournamentRejected } from './domain/events/tournament-rejected.event';
export { PlayerEnrolled } from './domain/events/player-enrolled.event';
export { PlayerJoinedWaitlist } from './domain/events/player-joined-waitlist.event';
export { PlayerLeftWaitlist } from './domain/events/player-left-waitlist.event';
export {
  TournamentWaitlistPromoted,
  type TournamentWaitlistPromotedPayload,
} from './domain/events/tournament-waitlist-promoted.event';
export { RegistrationSubmitted } from './domain/events/registration-submitted.event';
export { EntryLinked } from './domain/events/entry-linked.event';
export { EntryWithdrawn } from './domain/events/entry-withdrawn.event';
export { NotificationRead } from './domain/events/notification-read.event';
export { GetTournamentQuery } from './queries/get-tournament/get-tournament.query';
export {
  GetTournamentAccessQuery,
  type TournamentAccessFacts,
} from './queries/get-tournament-access/get-tournament-access.query';
export { LockTournamentQuery, type LockedTournament } from './queries/lock-tournament/lock-tournament.query';
export type { TournamentView } from './queries/read-model/tournament-view';
export { ListTournamentEntriesQuery, type EntryFilter } from './queries/list-tournament-entries/list-tournament-entries.query';
export { ListUserEntriesQuery } from './queries/list-user-entries/list-user-entries.query';
export type { TournamentEntryFacts } from './queries/read-model/tournament-entry-facts';
export { CountPendingTournamentsQuery } from './queries/count-pending-tournaments/count-pending-tournaments.query';

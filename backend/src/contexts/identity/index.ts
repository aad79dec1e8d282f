/** The identity context's public surface: its module, the events it publishes, the commands it accepts and its queries. */
export { IdentityModule } from './identity.module';
export { UserSignedUp } from './domain/events/user-signed-up.event';
export { UserEmailVerified } from './domain/events/user-email-verified.event';
export { AccountSeeded } from './domain/events/account-seeded.event';
export { UserActivated } from './domain/events/user-activated.event';
export { UserDeactivated } from './domain/events/user-deactivated.event';
export { UserDeleted } from './domain/events/user-deleted.event';
export type { ManagedUserPayload } from './domain/events/managed-user';
export { SetUserActivationCommand } from './commands/set-user-activation/set-user-activation.command';
export { DeleteUserCommand } from './commands/delete-user/delete-user.command';
export { GetCurrentUserQuery } from './queries/get-current-user/get-current-user.query';
export { GetUserProfilesQuery, type UserProfile } from './queries/get-user-profiles/get-user-profiles.query';
export { FindUsersByEmailsQuery } from './queries/find-users-by-emails/find-users-by-emails.query';
export { GetDisplayNamesQuery, type UserDisplayName } from './queries/get-display-names/get-display-names.query';
export { ListUsersQuery } from './queries/list-users/list-users.query';
export { CountUsersQuery, type UserCounts } from './queries/count-users/count-users.query';
export { FindPlayersQuery } from './queries/find-players/find-players.query';

/** The identity context's public surface: its module, the events it publishes, and the user view queries. */
export { IdentityModule } from './identity.module';
export { UserSignedUp } from './domain/events/user-signed-up.event';
export { UserEmailVerified } from './domain/events/user-email-verified.event';
export { AccountSeeded } from './domain/events/account-seeded.event';
export { GetCurrentUserQuery } from './queries/get-current-user/get-current-user.query';
export { GetUserProfilesQuery, type UserProfile } from './queries/get-user-profiles/get-user-profiles.query';

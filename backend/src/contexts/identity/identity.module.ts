import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionStore } from '../../platform/auth';
import { LoginThrottle } from './auth/login-throttle';
import { PostgresSessionStore } from './auth/postgres-session-store';
import { SignIn } from './auth/sign-in';
import { DeleteUserHandler } from './commands/delete-user/delete-user.handler';
import { SetUserActivationHandler } from './commands/set-user-activation/set-user-activation.handler';
import { SignUpHandler } from './commands/sign-up/sign-up.handler';
import { VerifyEmailHandler } from './commands/verify-email/verify-email.handler';
import { User } from './domain/user.entity';
import { AuthController } from './http/auth.controller';
import { CountUsersHandler } from './queries/count-users/count-users.handler';
import { GetCurrentUserHandler } from './queries/get-current-user/get-current-user.handler';
import { FindPlayersHandler } from './queries/find-players/find-players.handler';
import { GetUserProfilesHandler } from './queries/get-user-profiles/get-user-profiles.handler';
import { FindUsersByEmailsHandler } from './queries/find-users-by-emails/find-users-by-emails.handler';
import { DisplayNameCache } from './queries/get-display-names/display-name-cache';
import { GetDisplayNamesHandler } from './queries/get-display-names/get-display-names.handler';
import { ListUsersHandler } from './queries/list-users/list-users.handler';
import { MatchUserNamesHandler } from './queries/match-user-names/match-user-names.handler';
import { PageUsersByNameHandler } from './queries/page-users-by-name/page-users-by-name.handler';
import { AccountSeeder } from './seed/account-seeder';

const controllers = [AuthController];
const commandHandlers = [SignUpHandler, VerifyEmailHandler, SetUserActivationHandler, DeleteUserHandler];
const queryHandlers = [
  GetCurrentUserHandler,
  GetUserProfilesHandler,
  FindUsersByEmailsHandler,
  GetDisplayNamesHandler,
  ListUsersHandler,
  CountUsersHandler,
  FindPlayersHandler,
  MatchUserNamesHandler,
  PageUsersByNameHandler,
];
const auth = [SignIn, LoginThrottle];

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers,
  providers: [
    ...commandHandlers,
    ...queryHandlers,
    ...auth,
    AccountSeeder,
    DisplayNameCache,
    { provide: SessionStore, useClass: PostgresSessionStore },
  ],
  // configureApp hands it to the session plugin.
  exports: [SessionStore],
})
export class IdentityModule {}

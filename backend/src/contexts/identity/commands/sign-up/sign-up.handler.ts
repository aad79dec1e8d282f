import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { Clock } from '../../../../platform/clock';
import { equalsIgnoringCase } from '../../../../platform/database/find-options';
import { conflictFromUniqueViolation, enforce } from '../../../../platform/rules';
import { UnitOfWork } from '../../../../platform/events';
import { MailOutbox } from '../../../../platform/mail';
import { UserSignedUp } from '../../domain/events/user-signed-up.event';
import { EMAIL_TAKEN, USERNAME_TAKEN } from '../../domain/identity.errors';
import { hashPassword } from '../../domain/password';
import { User } from '../../domain/user.entity';
import { verificationEmail } from '../../domain/verification-email';
import { newVerificationToken } from '../../domain/verification-token';
import { signUpUniquenessRefusal } from '../../domain/rules/sign-up-is-unique.rule';
import { SignUpCommand } from './sign-up.command';

/** Creates a pending account and e-mails its verification link, all in one transaction. */
@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand, { userId: number }> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly mail: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute({ request }: SignUpCommand): Promise<{ userId: number }> {
    const passwordHash = await hashPassword(request.password);
    const verification = newVerificationToken(this.clock.now());
    try {
      return await this.uow.run(null, async (tx) => {
        enforce(signUpUniquenessRefusal(await accountsNamed(tx.manager, request.username, request.email), request.username));
        const user = await tx.manager.save(User, {
          username: request.username,
          passwordHash,
          firstName: request.firstName,
          lastName: request.lastName,
          email: request.email,
          phone: request.phone,
          organizationName: request.organizationName ?? null,
          userType: request.userType,
          sports: request.sports,
          addressLine1: request.addressLine1,
          state: request.state,
          zipCode: request.zipCode,
          level: request.level ?? null,
          role: 'player',
          isActive: false,
          isEmailVerified: false,
          emailVerificationToken: verification.hash,
          emailVerificationExpires: verification.expires,
        });
        tx.record(new UserSignedUp(user.id, { username: user.username, email: user.email, userType: user.userType }));
        // The one e-mail sent from a command handler rather than an event handler: its link carries the raw
        // token, which must never be stored (the outbox drops it once sent), and every event payload is stored in event_log.
        await this.mail.send(tx, verificationEmail(user, this.config.appUrl, verification.token));
        return { userId: user.id };
      });
    } catch (error) {
      // Two signups racing past the check meet the unique index: still a 409, never a 500.
      throw conflictFromUniqueViolation(error, { users_username_key: USERNAME_TAKEN, users_email_key: EMAIL_TAKEN });
    }
  }
}

/** Accounts already using this username or e-mail address, whatever the case. */
function accountsNamed(manager: EntityManager, username: string, email: string): Promise<User[]> {
  return manager.find(User, {
    select: { username: true, email: true },
    where: [{ username: equalsIgnoringCase(username) }, { email: equalsIgnoringCase(email) }],
  });
}

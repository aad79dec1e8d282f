import { ConflictException, Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { UnitOfWork } from '../../../../platform/events';
import { MailOutbox } from '../../../../platform/mail';
import { UserSignedUp } from '../../domain/events/user-signed-up.event';
import { hashPassword } from '../../domain/password';
import { User } from '../../domain/user.entity';
import { verificationEmail } from '../../domain/verification-email';
import { newVerificationToken } from '../../domain/verification-token';
import { SignUpCommand } from './sign-up.command';

export const USERNAME_TAKEN = 'Username is already taken';
export const EMAIL_TAKEN = 'Email is already registered';

/** Creates a pending account and e-mails its verification link, all in one transaction. */
@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand, { userId: number }> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly mail: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ request }: SignUpCommand): Promise<{ userId: number }> {
    const passwordHash = await hashPassword(request.password);
    const verification = newVerificationToken();
    try {
      return await this.uow.run(null, async (tx) => {
        await this.ensureUnique(tx.manager, request.username, request.email);
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
        const link = `${this.config.appUrl}/api/auth/verify-email?token=${verification.token}`;
        await this.mail.send(tx, verificationEmail(user, link));
        return { userId: user.id };
      });
    } catch (error) {
      throw this.conflictFromUniqueIndex(error);
    }
  }

  private async ensureUnique(manager: EntityManager, username: string, email: string) {
    const taken = await manager
      .createQueryBuilder(User, 'u')
      .select(['u.username', 'u.email'])
      .where('lower(u.username) = lower(:username) OR lower(u.email) = lower(:email)', { username, email })
      .getMany();
    if (taken.some((u) => u.username.toLowerCase() === username.toLowerCase())) throw new ConflictException(USERNAME_TAKEN);
    if (taken.length) throw new ConflictException(EMAIL_TAKEN);
  }

  /** Two signups racing past the check meet the unique index: still a 409, never a 500. */
  private conflictFromUniqueIndex(error: unknown): unknown {
    const constraint = (error as { driverError?: { constraint?: string } }).driverError?.constraint;
    if (constraint === 'users_username_key') return new ConflictException(USERNAME_TAKEN);
    if (constraint === 'users_email_key') return new ConflictException(EMAIL_TAKEN);
    return error;
  }
}

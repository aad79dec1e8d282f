import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MoreThan } from 'typeorm';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { UserEmailVerified } from '../../domain/events/user-email-verified.event';
import { User } from '../../domain/user.entity';
import { hashToken } from '../../domain/verification-token';
import { VerifyEmailCommand } from './verify-email.command';

export type VerifyEmailOutcome = 'verified' | 'invalid';

/** The e-mail link: verifies the address and activates the account. The token works once. */
@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand, VerifyEmailOutcome> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ token }: VerifyEmailCommand): Promise<VerifyEmailOutcome> {
    if (!token || token.length > 100) return 'invalid';
    const now = this.clock.now();
    return this.uow.run(null, async (tx) => {
      const user = await tx.manager.findOne(User, {
        where: { emailVerificationToken: hashToken(token), emailVerificationExpires: MoreThan(now) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!user) return 'invalid';
      await tx.manager.update(
        User,
        { id: user.id },
        {
          isEmailVerified: true,
          isActive: true,
          activatedAt: now,
          emailVerificationToken: null,
          emailVerificationExpires: null,
        },
      );
      tx.record(new UserEmailVerified(user.id, { username: user.username, email: user.email }));
      return 'verified';
    });
  }
}

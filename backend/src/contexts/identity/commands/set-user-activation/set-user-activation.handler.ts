import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { AdminUser } from '@rallypoint/shared';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { enforce } from '../../../../platform/rules';
import { endSessionsOf } from '../../persistence/sessions.sql';
import { toAdminUser } from '../../domain/admin-user.mapper';
import { managedUserPayload } from '../../domain/events/managed-user';
import { UserActivated } from '../../domain/events/user-activated.event';
import { UserDeactivated } from '../../domain/events/user-deactivated.event';
import { accountChangeRefusal } from '../../domain/rules/account-is-manageable.rule';
import { User } from '../../domain/user.entity';
import { lockUser } from '../shared/lock-user';
import { SetUserActivationCommand } from './set-user-activation.command';

/**
 * Activation lets the account sign in (activatedAt is stamped); deactivation ends every session of the account
 * in the same transaction. Either way the pending e-mail link is voided, so it can never undo an admin's decision.
 * Asking for the state the account already has changes nothing and records nothing.
 */
@CommandHandler(SetUserActivationCommand)
export class SetUserActivationHandler implements ICommandHandler<SetUserActivationCommand, AdminUser> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, isActive, adminId }: SetUserActivationCommand): Promise<AdminUser> {
    return this.uow.run(adminId, async (tx) => {
      const user = await lockUser(tx.manager, userId);
      enforce(accountChangeRefusal(user, 'activation'));
      if (user.isActive === isActive) return toAdminUser(user);

      const change: Partial<User> = { isActive, emailVerificationToken: null, emailVerificationExpires: null };
      if (isActive) change.activatedAt = this.clock.now();
      await tx.manager.update(User, { id: userId }, change);
      if (isActive) {
        tx.record(new UserActivated(userId, managedUserPayload(user)));
      } else {
        await endSessionsOf(tx.manager, userId);
        tx.record(new UserDeactivated(userId, managedUserPayload(user)));
      }
      return toAdminUser({ ...user, ...change } as User);
    });
  }
}

import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events';
import { enforce } from '../../../../platform/rules';
import { endSessionsOf } from '../../persistence/sessions.sql';
import { managedUserPayload } from '../../domain/events/managed-user';
import { UserDeleted } from '../../domain/events/user-deleted.event';
import { accountChangeRefusal } from '../../domain/rules/account-is-manageable.rule';
import { User } from '../../domain/user.entity';
import { lockUser } from '../shared/lock-user';
import { DisplayNameCache } from '../../queries/get-display-names/display-name-cache';
import { DeleteUserCommand } from './delete-user.command';

/**
 * Removes the account and signs it out everywhere. Other contexts react to UserDeleted in this same transaction:
 * they delete what belongs only to this user, or refuse (e.g. 409 while the user still organizes tournaments),
 * which rolls the whole deletion back. The event log and the admin history keep the user's name and e-mail.
 */
@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly names: DisplayNameCache,
  ) {}

  async execute({ userId, adminId }: DeleteUserCommand): Promise<void> {
    await this.uow.run(adminId, async (tx) => {
      const user = await lockUser(tx.manager, userId);
      enforce(accountChangeRefusal(user, 'deletion'));
      await endSessionsOf(tx.manager, userId);
      await tx.manager.delete(User, { id: userId });
      tx.record(new UserDeleted(userId, managedUserPayload(user)));
      tx.afterCommit(() => this.names.forget(userId));
    });
  }
}

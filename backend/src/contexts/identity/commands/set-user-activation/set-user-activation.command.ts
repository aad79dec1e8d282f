import { Command } from '@nestjs/cqrs';
import type { AdminUser } from '@rallypoint/shared';

/** An admin activates or deactivates a non-admin account; answers the account as the table shows it. */
export class SetUserActivationCommand extends Command<AdminUser> {
  constructor(
    readonly userId: number,
    readonly isActive: boolean,
    readonly adminId: number,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';

/** An admin deletes a non-admin account. */
export class DeleteUserCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly adminId: number,
  ) {
    super();
  }
}

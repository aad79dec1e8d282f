import { Command } from '@nestjs/cqrs';

export class MarkNotificationReadCommand extends Command<void> {
  constructor(
    readonly notificationId: number,
    readonly userId: number,
  ) {
    super();
  }
}

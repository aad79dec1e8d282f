import { Command } from '@nestjs/cqrs';

export class MarkMessageReadCommand extends Command<void> {
  constructor(
    readonly callerId: number,
    readonly messageId: number,
  ) {
    super();
  }
}

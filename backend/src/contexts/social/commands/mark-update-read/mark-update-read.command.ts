import { Command } from '@nestjs/cqrs';

export class MarkUpdateReadCommand extends Command<void> {
  constructor(
    readonly callerId: number,
    readonly updateId: number,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';

export class MarkKudosReadCommand extends Command<void> {
  constructor(
    readonly callerId: number,
    readonly kudosId: number,
  ) {
    super();
  }
}

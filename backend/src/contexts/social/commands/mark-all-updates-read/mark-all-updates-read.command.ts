import { Command } from '@nestjs/cqrs';

/** Answers how many updates it marked. */
export class MarkAllUpdatesReadCommand extends Command<number> {
  constructor(readonly callerId: number) {
    super();
  }
}

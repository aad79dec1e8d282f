import { Command } from '@nestjs/cqrs';
import type { SendKudosInput } from '@rallypoint/shared';

export class SendKudosCommand extends Command<number> {
  constructor(
    readonly senderId: number,
    readonly input: SendKudosInput,
  ) {
    super();
  }
}

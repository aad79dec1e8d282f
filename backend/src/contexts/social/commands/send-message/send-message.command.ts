import { Command } from '@nestjs/cqrs';
import type { SendMessageInput } from '@rallypoint/shared';

export class SendMessageCommand extends Command<number> {
  constructor(
    readonly senderId: number,
    readonly input: SendMessageInput,
  ) {
    super();
  }
}

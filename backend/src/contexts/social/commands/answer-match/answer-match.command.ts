import { Command } from '@nestjs/cqrs';
import type { MatchAnswer } from '@rallypoint/shared';

export class AnswerMatchCommand extends Command<void> {
  constructor(
    readonly callerId: number,
    readonly matchId: number,
    readonly response: MatchAnswer,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';

/** Answers the user's place in line. */
export class JoinBootcampWaitlistCommand extends Command<number> {
  constructor(
    readonly bootcampId: number,
    readonly userId: number,
  ) {
    super();
  }
}

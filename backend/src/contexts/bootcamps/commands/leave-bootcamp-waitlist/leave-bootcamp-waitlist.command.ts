import { Command } from '@nestjs/cqrs';

export class LeaveBootcampWaitlistCommand extends Command<void> {
  constructor(
    readonly bootcampId: number,
    readonly userId: number,
  ) {
    super();
  }
}

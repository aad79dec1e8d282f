import { Command } from '@nestjs/cqrs';

export class CancelBootcampRegistrationCommand extends Command<void> {
  constructor(
    readonly bootcampId: number,
    readonly userId: number,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';

export class RegisterForBootcampCommand extends Command<void> {
  constructor(
    readonly bootcampId: number,
    readonly userId: number,
  ) {
    super();
  }
}

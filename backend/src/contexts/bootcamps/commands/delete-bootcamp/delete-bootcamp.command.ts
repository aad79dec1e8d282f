import { Command } from '@nestjs/cqrs';

export class DeleteBootcampCommand extends Command<void> {
  constructor(
    readonly bootcampId: number,
    readonly adminId: number,
  ) {
    super();
  }
}

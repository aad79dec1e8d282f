import { Command } from '@nestjs/cqrs';
import type { CreateBootcampInput } from '@rallypoint/shared';

/** POST /api/bootcamps, with the body as `createBootcampSchema` parsed it (the controller's ZodBody): answers the new bootcamp's id. */
export class CreateBootcampCommand extends Command<number> {
  constructor(
    readonly organizerId: number,
    readonly request: CreateBootcampInput,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { CreateTournamentRequest } from '@rallypoint/shared';

/** Answers the new tournament's id. */
export class CreateTournamentCommand extends Command<number> {
  constructor(
    readonly organizerId: number,
    readonly request: CreateTournamentRequest,
  ) {
    super();
  }
}

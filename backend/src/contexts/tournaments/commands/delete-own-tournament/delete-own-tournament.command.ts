import { Command } from '@nestjs/cqrs';

export class DeleteOwnTournamentCommand extends Command<void> {
  constructor(
    readonly tournamentId: number,
    readonly organizerId: number,
  ) {
    super();
  }
}

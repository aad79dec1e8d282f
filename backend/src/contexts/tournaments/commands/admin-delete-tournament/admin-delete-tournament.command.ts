import { Command } from '@nestjs/cqrs';

export class AdminDeleteTournamentCommand extends Command<void> {
  constructor(
    readonly tournamentId: number,
    readonly adminId: number,
  ) {
    super();
  }
}

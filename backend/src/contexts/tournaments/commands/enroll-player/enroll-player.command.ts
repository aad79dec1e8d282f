import { Command } from '@nestjs/cqrs';

export class EnrollPlayerCommand extends Command<void> {
  constructor(
    readonly tournamentId: number,
    readonly playerId: number,
  ) {
    super();
  }
}

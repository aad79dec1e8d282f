import { Command } from '@nestjs/cqrs';

export class LeaveWaitlistCommand extends Command<void> {
  constructor(
    readonly tournamentId: number,
    readonly playerId: number,
  ) {
    super();
  }
}

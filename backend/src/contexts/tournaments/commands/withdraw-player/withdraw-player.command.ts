import { Command } from '@nestjs/cqrs';

export class WithdrawPlayerCommand extends Command<void> {
  constructor(
    readonly tournamentId: number,
    readonly playerId: number,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';

/** Answers the player's place in line. */
export class JoinWaitlistCommand extends Command<number> {
  constructor(
    readonly tournamentId: number,
    readonly playerId: number,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';

/** Every unread notification addressed to the user (of one tournament when given) becomes read; answers how many. */
export class MarkNotificationsReadCommand extends Command<number> {
  constructor(
    readonly userId: number,
    readonly tournamentId?: number,
  ) {
    super();
  }
}

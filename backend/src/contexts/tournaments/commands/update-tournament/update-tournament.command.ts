import { Command } from '@nestjs/cqrs';
import type { UpdateTournamentBody } from '@rallypoint/shared';

/** Fields left undefined stay as they are; null clears an optional field. */
export type TournamentChanges = UpdateTournamentBody;

export class UpdateTournamentCommand extends Command<number> {
  constructor(
    readonly tournamentId: number,
    readonly editorId: number,
    readonly changes: TournamentChanges,
  ) {
    super();
  }
}

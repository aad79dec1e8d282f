import { Command } from '@nestjs/cqrs';
import type { UpdateTournamentRequestDto } from './update-tournament.request.dto';

/** Fields left undefined stay as they are; null clears an optional field. */
export type TournamentChanges = UpdateTournamentRequestDto;

export class UpdateTournamentCommand extends Command<number> {
  constructor(
    readonly tournamentId: number,
    readonly editorId: number,
    readonly changes: TournamentChanges,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { TournamentRegistrationInput } from '@rallypoint/shared';
import type { FormSender } from '../shared/entries';

export type RegistrationDetails = TournamentRegistrationInput;

/** Answers the entry's id: made by the form, or completed by it. `sender` is the signed-in account, if any. */
export class SubmitRegistrationCommand extends Command<number> {
  constructor(
    readonly tournamentId: number,
    readonly registration: RegistrationDetails,
    readonly sender: FormSender | null = null,
  ) {
    super();
  }
}

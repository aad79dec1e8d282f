import { Command } from '@nestjs/cqrs';
import type { TournamentRegistrationInput } from '@rallypoint/shared';
import type { FormSender } from '../shared/entries';

/** A full form's sender joins the tournament's line with the form they sent; answers their place in line. */
export class JoinWaitlistByFormCommand extends Command<number> {
  constructor(
    readonly tournamentId: number,
    readonly form: TournamentRegistrationInput,
    readonly sender: FormSender | null = null,
  ) {
    super();
  }
}

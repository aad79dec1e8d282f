import { Command } from '@nestjs/cqrs';
import type { TournamentRegistrationRequest } from '@rallypoint/shared';

export type RegistrationDetails = Omit<TournamentRegistrationRequest, 'tournamentId' | 'sport'>;

/** Answers the new registration's id. */
export class SubmitRegistrationCommand extends Command<number> {
  constructor(
    readonly tournamentId: number,
    readonly registration: RegistrationDetails,
  ) {
    super();
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  DEFAULT_MAX_PARTICIPANTS,
  DEFAULT_SCORE_FORMAT,
  DEFAULT_STANDINGS_RULEBOOK,
  type CreateTournamentRequest,
} from '@rallypoint/shared';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { UnitOfWork } from '../../../../platform/events';
import { TournamentCreated } from '../../domain/events/tournament-created.event';
import { CreateTournamentCommand } from './create-tournament.command';
import { insertWithUniqueCode, type NewTournament } from './insert-with-unique-code';

/** An organizer schedules a tournament; it starts pending until an admin decides. */
@CommandHandler(CreateTournamentCommand)
export class CreateTournamentHandler implements ICommandHandler<CreateTournamentCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ organizerId, request }: CreateTournamentCommand): Promise<number> {
    // The request schema (createTournamentRequestSchema in libs/shared) has checked every field rule, dates included.
    const values = newTournament(organizerId, request, this.config.clubTimeZone);
    return this.uow.run(organizerId, async (tx) => {
      const tournament = await insertWithUniqueCode(tx.manager, values);
      tx.record(
        new TournamentCreated(tournament.id, {
          name: tournament.name,
          tournamentCode: tournament.tournamentCode,
          sport: tournament.sport,
          organizerId,
        }),
      );
      return tournament.id;
    });
  }
}

/** The request's values, with the defaults for what it left out: the club's zone, its sport's scoring. */
function newTournament(organizerId: number, request: CreateTournamentRequest, clubTimeZone: string): NewTournament {
  return {
    organizerId,
    sport: request.sport,
    name: request.name,
    venue: request.venue,
    divisions: request.divisions,
    description: request.description ?? null,
    startDate: request.startDate,
    endDate: request.endDate,
    timeZone: request.timeZone ?? clubTimeZone,
    registrationDeadline: request.registrationDeadline ?? null,
    maxParticipants: request.maxParticipants ?? DEFAULT_MAX_PARTICIPANTS,
    entryFee: request.entryFee ?? null,
    prizePool: request.prizePool ?? null,
    rules: request.rules,
    additionalInfo: request.additionalInfo ?? null,
    poc1Name: request.poc1Name,
    poc1Contact: request.poc1Contact,
    poc1Email: request.poc1Email,
    poc2Name: request.poc2Name ?? null,
    poc2Contact: request.poc2Contact ?? null,
    poc2Email: request.poc2Email ?? null,
    scoreFormat: request.scoreFormat ?? DEFAULT_SCORE_FORMAT[request.sport],
    standingsRulebook: request.standingsRulebook ?? DEFAULT_STANDINGS_RULEBOOK[request.sport],
  };
}

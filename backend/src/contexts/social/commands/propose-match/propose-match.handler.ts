import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SPORT_LABELS } from '@rallypoint/shared';
import { UnitOfWork } from '../../../../platform/events';
import { enforce, fieldRefusal, refuse } from '../../../../platform/rules';
import {
  GetTournamentQuery,
  ListTournamentEntriesQuery,
  type TournamentEntryFacts,
  type TournamentView,
} from '../../../tournaments';
import { Clock } from '../../../../platform/clock';
import { calendarTurns } from '../../domain/calendar-turn';
import { MatchProposed } from '../../domain/events/match-proposed.event';
import { MatchEvent } from '../../domain/match-event.entity';
import { fullName } from '../../domain/person';
import { matchDateRefusal } from '../../domain/rules/match-date-not-past.rule';
import { overlapRefusal } from '../../domain/rules/no-overlapping-matches.rule';
import { opponentRefusal } from '../../domain/rules/recipient-is-reachable.rule';
import { tournamentPlayersRefusal } from '../../domain/rules/tournament-match-players.rule';
import { tournamentForMatchRefusal } from '../../domain/rules/tournament-open-for-matches.rule';
import { PeopleDirectory } from '../../queries/read-model/people-directory';
import { findClash, lockCalendars } from '../../persistence/social.sql';
import { MatchProposal, ProposeMatchCommand } from './propose-match.command';

/**
 * A player proposes a match to another player. It is stored as a match event, pending the opponent's
 * answer; it holds both players' time at once, so neither can be double-booked (race-safe, see lockCalendars).
 */
@CommandHandler(ProposeMatchCommand)
export class ProposeMatchHandler implements ICommandHandler<ProposeMatchCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly people: PeopleDirectory,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ proposerId, proposal }: ProposeMatchCommand): Promise<number> {
    const dateRefusal = matchDateRefusal(proposal.proposedDate, this.clock.today());
    if (dateRefusal) refuse(fieldRefusal({ proposedDate: [dateRefusal.message] }));
    const opponent = await this.people.profile(proposal.opponentId);
    enforce(opponentRefusal(proposerId, proposal.opponentId, opponent));
    const tournament = proposal.tournamentId
      ? await this.tournamentFor(proposal.tournamentId, proposerId, proposal.opponentId)
      : null;
    const sport = tournament?.sport ?? proposal.sport;

    const players = [proposerId, proposal.opponentId];
    return this.uow.runInTurn(calendarTurns(players), proposerId, async (tx) => {
      const slot = { date: proposal.proposedDate, time: proposal.proposedTime, duration: proposal.duration };
      await lockCalendars(tx.manager, players);
      enforce(overlapRefusal(await findClash(tx.manager, players, slot), proposerId, fullName(opponent!)));
      const match = await tx.manager.save(
        tx.manager.create(MatchEvent, {
          title: tournament ? `Tournament match: ${tournament.name}` : titleFor(proposal),
          type: proposal.matchType,
          date: proposal.proposedDate,
          time: proposal.proposedTime,
          duration: proposal.duration,
          playerId: proposerId,
          opponentId: proposal.opponentId,
          notes: proposal.message ?? null,
          venue: proposal.venue,
          sport,
          tournamentId: tournament?.id ?? null,
        }),
      );
      tx.record(
        new MatchProposed(match.id, {
          proposerId,
          opponentId: proposal.opponentId,
          matchType: proposal.matchType,
          tournamentId: match.tournamentId,
        }),
      );
      return match.id;
    });
  }

  /**
   * An approved tournament both players take part in, as the tournaments context defines it (an entry holding a place
   * linked to their account, made by the form or by Enroll): asked for these two players only.
   */
  private async tournamentFor(tournamentId: number, proposerId: number, opponentId: number): Promise<TournamentView> {
    const tournament: TournamentView | null = await this.queries.execute(new GetTournamentQuery(tournamentId));
    enforce(tournamentForMatchRefusal(tournament));
    const entries: TournamentEntryFacts[] = await this.queries.execute(
      new ListTournamentEntriesQuery(tournamentId, { userIds: [proposerId, opponentId] }),
    );
    enforce(
      tournamentPlayersRefusal(
        entries.flatMap((entry) => (entry.userId === null ? [] : [entry.userId])),
        proposerId,
        opponentId,
      ),
    );
    return tournament!;
  }
}

function titleFor(proposal: MatchProposal): string {
  const sport = proposal.sport ? SPORT_LABELS[proposal.sport] : 'Match';
  return proposal.matchType === 'free_play' ? `Free play: ${sport}` : `Match invite: ${sport}`;
}

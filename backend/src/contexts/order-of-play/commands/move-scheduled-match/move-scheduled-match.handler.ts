import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { findClash, matchMinutes, SCHEDULE_MESSAGES as M, type OrderOfPlayMatch } from '@rallypoint/shared';
import { UnitOfWork } from '../../../../platform/events';
import { conflict, enforce, fieldRefusal, notFound, orRefuse, refuse } from '../../../../platform/rules';
import { ListTournamentEntriesQuery, tournamentTurn, type TournamentEntryFacts } from '../../../tournaments';
import { ScheduledMatchMoved } from '../../domain/events/schedule-events';
import { loadTournament, scheduleDraftRefusal } from '../../../fixtures';
import { ScheduleEntry } from '../../domain/schedule-entry.entity';
import { orderOfPlayMatch } from '../../domain/order-of-play-match';
import { draftPlacements, inZone } from '../../domain/placements';
import { entrantNames, localStart, scheduleInputOf, withdrawnIds } from '../../domain/schedule-input';
import { withdrawalRefusal } from '../../domain/withdrawal-reasons';
import { lockScheduleState } from '../../persistence/schedule-state';

/** The organizer's draft marks none of the matches as theirs. */
const NOBODY: ReadonlySet<number> = new Set();
import { MoveScheduledMatchCommand } from './move-scheduled-match.command';

/**
 * The organizer moves one match (and locks it, so a new draft keeps it). Checked against every other draft place:
 * a clash with a court, a player, their rest, their available times or the order of rounds is a 409 naming it.
 */
@CommandHandler(MoveScheduledMatchCommand)
export class MoveScheduledMatchHandler implements ICommandHandler<MoveScheduledMatchCommand, OrderOfPlayMatch> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: QueryBus,
  ) {}

  async execute({ tournamentId, matchKey, actor, request }: MoveScheduledMatchCommand): Promise<OrderOfPlayMatch> {
    enforce(scheduleDraftRefusal(actor, await loadTournament(this.queries, tournamentId)));
    const entrants = await this.queries.execute<ListTournamentEntriesQuery, TournamentEntryFacts[]>(
      new ListTournamentEntriesQuery(tournamentId, { withWithdrawn: true }),
    );
    const withdrawn = withdrawnIds(entrants);
    return this.uow.runInTurn(tournamentTurn(tournamentId), actor.id, async (tx) => {
      const { settings, rows, entries } = await lockScheduleState(tx, this.queries, tournamentId);
      const row = orRefuse(
        rows.find((r) => r.id === matchKey),
        notFound(M.matchNotFound),
      );
      enforce(row.winner !== null ? conflict(M.played) : withdrawalRefusal(row, withdrawn));
      if (!settings.courts.some((c) => c.name === request.court)) refuse(fieldRefusal({ court: [M.court] }));

      const others = entries.filter((e) => e.matchKey !== matchKey);
      const move = { matchId: matchKey, court: request.court, start: localStart(new Date(request.start), settings.timeZone) };
      const names = entrantNames(entrants);
      const clash = findClash(
        scheduleInputOf(settings, rows, entrants, others, withdrawn),
        draftPlacements(others, settings.timeZone),
        move,
        names,
      );
      if (clash?.kind === 'hours') refuse(fieldRefusal({ start: [clash.message] }));
      enforce(clash ? conflict(clash.message) : null);

      const start = new Date(request.start);
      const end = new Date(start.getTime() + matchMinutes(row.matchType, settings.minutes) * 60_000);
      const entry =
        (await tx.manager.findOneBy(ScheduleEntry, { tournamentId, matchKey })) ??
        tx.manager.create(ScheduleEntry, { tournamentId, matchKey });
      Object.assign(entry, {
        draftCourt: request.court,
        draftStart: start,
        draftEnd: end,
        draftReason: null,
        draftReasonKind: null,
        locked: request.locked,
      });
      await tx.manager.save(entry);
      tx.record(
        new ScheduledMatchMoved(tournamentId, {
          matchId: matchKey,
          court: request.court,
          start: inZone(start, settings.timeZone),
          end: inZone(end, settings.timeZone),
          locked: request.locked,
        }),
      );
      return orderOfPlayMatch(row, entry, 'draft', settings.timeZone, NOBODY);
    });
  }
}

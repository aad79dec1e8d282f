import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import {
  findClash,
  matchMinutes,
  SCHEDULE_MESSAGES as M,
  type FixtureMatch,
  type OrderOfPlayMatch,
  type Placement,
} from '@rallypoint/shared';
import { UnitOfWork } from '../../../../platform/events';
import { conflict, enforce, fieldRefusal, notFound, orRefuse, refuse } from '../../../../platform/rules';
import { ListTournamentEntriesQuery, tournamentTurn, type TournamentEntryFacts } from '../../../tournaments';
import { ScheduledMatchesSwapped } from '../../domain/events/schedule-events';
import { loadTournament, scheduleDraftRefusal } from '../../../fixtures';
import { orderOfPlayMatch } from '../../domain/order-of-play-match';
import { draftPlacements, inZone } from '../../domain/placements';
import type { ScheduleEntry } from '../../domain/schedule-entry.entity';
import { entrantNames, localStart, scheduleInputOf, withdrawnIds } from '../../domain/schedule-input';
import { withdrawalRefusal } from '../../domain/withdrawal-reasons';
import { lockScheduleState } from '../../persistence/schedule-state';

/** The organizer's draft marks none of the matches as theirs. */
const NOBODY: ReadonlySet<number> = new Set();
import { SwapScheduledMatchesCommand } from './swap-scheduled-matches.command';

/**
 * Two placed matches trade courts and start times, and both are locked. Each is checked in its new place against
 * every other draft place and against the other match in its new place, so a swap cannot break a rule a move would.
 */
@CommandHandler(SwapScheduledMatchesCommand)
export class SwapScheduledMatchesHandler implements ICommandHandler<SwapScheduledMatchesCommand, OrderOfPlayMatch[]> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: QueryBus,
  ) {}

  async execute({ tournamentId, matchKey, otherKey, actor }: SwapScheduledMatchesCommand): Promise<OrderOfPlayMatch[]> {
    enforce(scheduleDraftRefusal(actor, await loadTournament(this.queries, tournamentId)));
    if (matchKey === otherKey) refuse(fieldRefusal({ with: [M.swapSelf] }));
    const entrants = await this.queries.execute<ListTournamentEntriesQuery, TournamentEntryFacts[]>(
      new ListTournamentEntriesQuery(tournamentId, { withWithdrawn: true }),
    );
    const withdrawn = withdrawnIds(entrants);
    return this.uow.runInTurn(tournamentTurn(tournamentId), actor.id, async (tx) => {
      const { settings, rows, entries } = await lockScheduleState(tx, this.queries, tournamentId);
      const placed = (key: string): { row: FixtureMatch; entry: ScheduleEntry } => {
        const row = orRefuse(
          rows.find((r) => r.id === key),
          notFound(M.matchNotFound),
        );
        enforce(row.winner !== null ? conflict(M.played) : withdrawalRefusal(row, withdrawn));
        const entry = orRefuse(
          entries.find((e) => e.matchKey === key && e.draftStart !== null),
          conflict(M.notScheduled),
        );
        return { row, entry };
      };
      const a = placed(matchKey);
      const b = placed(otherKey);
      // Each match takes the other's court and start, and keeps its own length.
      const moved = (self: typeof a, into: typeof a): Placement => {
        const start = into.entry.draftStart as Date;
        const end = new Date(start.getTime() + matchMinutes(self.row.matchType, settings.minutes) * 60_000);
        return {
          matchId: self.row.id,
          court: into.entry.draftCourt as string,
          start: inZone(start, settings.timeZone),
          end: inZone(end, settings.timeZone),
        };
      };
      const [aMoved, bMoved] = [moved(a, b), moved(b, a)];

      const others = entries.filter((e) => e.matchKey !== matchKey && e.matchKey !== otherKey);
      const input = scheduleInputOf(settings, rows, entrants, others, withdrawn);
      const names = entrantNames(entrants);
      const around = draftPlacements(others, settings.timeZone);
      for (const [move, partner] of [
        [aMoved, bMoved],
        [bMoved, aMoved],
      ] as const) {
        const clash = findClash(
          input,
          [...around, partner],
          { matchId: move.matchId, court: move.court, start: localStart(new Date(move.start), settings.timeZone) },
          names,
        );
        enforce(clash ? conflict(clash.message) : null);
      }

      for (const [side, move] of [
        [a, aMoved],
        [b, bMoved],
      ] as const) {
        Object.assign(side.entry, {
          draftCourt: move.court,
          draftStart: new Date(move.start),
          draftEnd: new Date(move.end),
          draftReason: null,
          draftReasonKind: null,
          locked: true,
        });
      }
      await tx.manager.save([a.entry, b.entry]);
      tx.record(new ScheduledMatchesSwapped(tournamentId, { matches: [aMoved, bMoved] }));
      return [
        orderOfPlayMatch(a.row, a.entry, 'draft', settings.timeZone, NOBODY),
        orderOfPlayMatch(b.row, b.entry, 'draft', settings.timeZone, NOBODY),
      ];
    });
  }
}

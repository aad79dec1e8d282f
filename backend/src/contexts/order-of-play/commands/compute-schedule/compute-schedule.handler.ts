import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { scheduleMatches, SCHEDULE_MESSAGES as M, type ScheduleDraft } from '@rallypoint/shared';
import { UnitOfWork } from '../../../../platform/events';
import { conflict, enforce } from '../../../../platform/rules';
import { ListTournamentEntriesQuery, tournamentTurn, type TournamentEntryFacts } from '../../../tournaments';
import { OrderOfPlayDrafted } from '../../domain/events/schedule-events';
import { loadTournament, scheduleDraftRefusal } from '../../../fixtures';
import type { ScheduleEntry } from '../../domain/schedule-entry.entity';
import { scheduleInputOf } from '../../domain/schedule-input';
import { withdrawalUnplaced } from '../../domain/withdrawal-reasons';
import { lockScheduleState, upsertEntries } from '../../persistence/schedule-state';
import { ComputeScheduleCommand } from './compute-schedule.command';

/**
 * Computes a draft for the saved fixtures: locked matches keep their place, every other unplayed match is placed
 * again from scratch, inside each entry's time slots. A withdrawn entry's matches are walkovers and get no place: they
 * are listed as unplaced saying who withdrew. Nothing is published; players see the draft only once the organizer
 * publishes it.
 */
@CommandHandler(ComputeScheduleCommand)
export class ComputeScheduleHandler implements ICommandHandler<ComputeScheduleCommand, ScheduleDraft> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: QueryBus,
  ) {}

  async execute({ tournamentId, actor }: ComputeScheduleCommand): Promise<ScheduleDraft> {
    enforce(scheduleDraftRefusal(actor, await loadTournament(this.queries, tournamentId)));
    const entrants = await this.queries.execute<ListTournamentEntriesQuery, TournamentEntryFacts[]>(
      new ListTournamentEntriesQuery(tournamentId, { withWithdrawn: true }),
    );
    const withdrawn = new Set(entrants.filter((e) => e.status === 'withdrawn').map((e) => e.entryId));
    return this.uow.runInTurn(tournamentTurn(tournamentId), actor.id, async (tx) => {
      const { settings, rows, entries } = await lockScheduleState(tx, this.queries, tournamentId);
      enforce(rows.length === 0 ? conflict(M.noMatches) : null);
      const input = scheduleInputOf(settings, rows, entrants, entries, withdrawn);
      const draft = scheduleMatches(input);
      const unplaced = [...draft.unplaced, ...withdrawalUnplaced(rows, withdrawn)];

      const kept = new Set([
        ...input.matches.map((m) => m.id),
        ...rows.filter((r) => r.winner !== null).map((r) => r.id),
        ...unplaced.map((u) => u.matchId),
      ]);
      const writes: Array<Partial<ScheduleEntry> & Pick<ScheduleEntry, 'tournamentId' | 'matchKey'>> = [];
      for (const p of draft.placed) {
        writes.push({
          tournamentId,
          matchKey: p.matchId,
          draftCourt: p.court,
          draftStart: new Date(p.start),
          draftEnd: new Date(p.end),
          draftReason: null,
        });
      }
      for (const u of unplaced) {
        writes.push({
          tournamentId,
          matchKey: u.matchId,
          draftCourt: null,
          draftStart: null,
          draftEnd: null,
          draftReason: u.reason,
          locked: false,
        });
      }
      // Matches no longer saved leave the draft, so that publishing takes them off the players' calendars.
      for (const e of entries) {
        if (!kept.has(e.matchKey)) {
          writes.push({
            tournamentId,
            matchKey: e.matchKey,
            draftCourt: null,
            draftStart: null,
            draftEnd: null,
            draftReason: null,
            locked: false,
          });
        }
      }
      await upsertEntries(tx, writes);
      tx.record(new OrderOfPlayDrafted(tournamentId, { placed: draft.placed.length, unplaced: unplaced.length }));
      return { placed: draft.placed, unplaced };
    });
  }
}

import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { scheduleMatches, SCHEDULE_MESSAGES as M, type RegistrationListItem, type ScheduleDraft } from '@rallypoint/shared';
import { UnitOfWork } from '../../../../platform/events';
import { conflict, enforce } from '../../../../platform/rules';
import { ListTournamentRegistrationsQuery, tournamentTurn } from '../../../tournaments';
import { OrderOfPlayDrafted } from '../../domain/events/schedule-events';
import { loadTournament, scheduleDraftRefusal } from '../../../fixtures';
import type { ScheduleEntry } from '../../domain/schedule-entry.entity';
import { scheduleInputOf } from '../../domain/schedule-input';
import { lockScheduleState, upsertEntries } from '../../persistence/schedule-state';
import { ComputeScheduleCommand } from './compute-schedule.command';

/**
 * Computes a draft for the saved fixtures: locked matches keep their place, every other unplayed match is placed
 * again from scratch. Nothing is published; players see the draft only once the organizer publishes it.
 */
@CommandHandler(ComputeScheduleCommand)
export class ComputeScheduleHandler implements ICommandHandler<ComputeScheduleCommand, ScheduleDraft> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: QueryBus,
  ) {}

  async execute({ tournamentId, actor }: ComputeScheduleCommand): Promise<ScheduleDraft> {
    enforce(scheduleDraftRefusal(actor, await loadTournament(this.queries, tournamentId)));
    const registrations = await this.queries.execute<ListTournamentRegistrationsQuery, RegistrationListItem[]>(
      new ListTournamentRegistrationsQuery(tournamentId),
    );
    return this.uow.runInTurn(tournamentTurn(tournamentId), actor.id, async (tx) => {
      const { settings, rows, entries } = await lockScheduleState(tx, this.queries, tournamentId);
      enforce(rows.length === 0 ? conflict(M.noMatches) : null);
      const input = scheduleInputOf(settings, rows, registrations, entries);
      const draft = scheduleMatches(input);

      const kept = new Set([...input.matches.map((m) => m.id), ...rows.filter((r) => r.winner !== null).map((r) => r.id)]);
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
      for (const u of draft.unplaced) {
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
      tx.record(new OrderOfPlayDrafted(tournamentId, { placed: draft.placed.length, unplaced: draft.unplaced.length }));
      return { placed: draft.placed, unplaced: draft.unplaced };
    });
  }
}

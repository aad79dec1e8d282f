import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { scheduleMatches, summarizeSchedule, SCHEDULE_MESSAGES as M, type ScheduleDraft } from '@rallypoint/shared';
import { UnitOfWork } from '../../../../platform/events';
import { conflict, enforce } from '../../../../platform/rules';
import { ListTournamentEntriesQuery, tournamentTurn, type TournamentEntryFacts } from '../../../tournaments';
import { OrderOfPlayDrafted } from '../../domain/events/schedule-events';
import { loadTournament, scheduleDraftRefusal } from '../../../fixtures';
import { movedDatesRefusal } from '../../domain/playing-days';
import type { ScheduleEntry } from '../../domain/schedule-entry.entity';
import { ScheduleSettingsRow } from '../../domain/schedule-settings.entity';
import { scheduleInputOf } from '../../domain/schedule-input';
import { withdrawalUnplaced } from '../../domain/withdrawal-reasons';
import { lockScheduleState, upsertEntries } from '../../persistence/schedule-state';
import { ComputeScheduleCommand } from './compute-schedule.command';

/**
 * Computes a draft for the saved fixtures: locked matches keep their place, every other unplayed match is placed
 * again from scratch, inside each entry's time slots. A withdrawn entry's matches are walkovers and get no place: they
 * are listed as unplaced saying who withdrew. The draft keeps why each match has no place and its summary, which the
 * draft view shows. Saved playing days outside the tournament's dates (the dates moved since) are a 409. Nothing is
 * published; players see the draft only once the organizer publishes it.
 */
@CommandHandler(ComputeScheduleCommand)
export class ComputeScheduleHandler implements ICommandHandler<ComputeScheduleCommand, ScheduleDraft> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: QueryBus,
  ) {}

  async execute({ tournamentId, actor }: ComputeScheduleCommand): Promise<ScheduleDraft> {
    const tournament = await loadTournament(this.queries, tournamentId);
    enforce(scheduleDraftRefusal(actor, tournament));
    const entrants = await this.queries.execute<ListTournamentEntriesQuery, TournamentEntryFacts[]>(
      new ListTournamentEntriesQuery(tournamentId, { withWithdrawn: true }),
    );
    const withdrawn = new Set(entrants.filter((e) => e.status === 'withdrawn').map((e) => e.entryId));
    return this.uow.runInTurn(tournamentTurn(tournamentId), actor.id, async (tx) => {
      const { settings, rows, entries } = await lockScheduleState(tx, this.queries, tournamentId);
      enforce(rows.length === 0 ? conflict(M.noMatches) : null);
      enforce(movedDatesRefusal(settings.days, tournament));
      const input = scheduleInputOf(settings, rows, entrants, entries, withdrawn, tournament);
      const draft = scheduleMatches(input);
      const unplaced = [...draft.unplaced, ...withdrawalUnplaced(rows, withdrawn)];
      const summary = summarizeSchedule(input, { placed: draft.placed, unplaced });

      const kept = new Set([
        ...input.matches.map((m) => m.id),
        ...rows.filter((r) => r.winner !== null).map((r) => r.id),
        ...unplaced.map((u) => u.matchId),
      ]);
      const writes: Array<Partial<ScheduleEntry> & Pick<ScheduleEntry, 'tournamentId' | 'matchKey'>> = [];
      // Every write names `locked`: one upsert sets a column for all its rows, so a row leaving it out would take the
      // column's default and unlock a kept place.
      const lockedKeys = new Set(entries.filter((e) => e.locked).map((e) => e.matchKey));
      for (const p of draft.placed) {
        writes.push({
          tournamentId,
          matchKey: p.matchId,
          draftCourt: p.court,
          draftStart: new Date(p.start),
          draftEnd: new Date(p.end),
          draftReason: null,
          draftReasonKind: null,
          locked: lockedKeys.has(p.matchId),
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
          draftReasonKind: u.kind,
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
            draftReasonKind: null,
            locked: false,
          });
        }
      }
      await upsertEntries(tx, writes);
      await tx.manager.update(ScheduleSettingsRow, { tournamentId }, { draftSummary: summary });
      tx.record(new OrderOfPlayDrafted(tournamentId, { placed: draft.placed.length, unplaced: unplaced.length }));
      return { placed: draft.placed, unplaced, flagged: draft.flagged, summary };
    });
  }
}

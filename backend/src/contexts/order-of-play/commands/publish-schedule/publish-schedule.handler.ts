import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SCHEDULE_MESSAGES as M, type SchedulePublication } from '@rallypoint/shared';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { conflict, enforce } from '../../../../platform/rules';
import { OrderOfPlayPublished } from '../../domain/events/schedule-events';
import { loadTournament, scheduleDraftRefusal, ShowPublishedPlacesCommand } from '../../../fixtures';
import { publishedPlacesOf } from '../../domain/published-places';
import { playerScheduleChanges, type PreviousPlace } from '../../domain/schedule-changes';
import { publishedSidesOf } from '../../domain/published-sides';
import { draftDiffers, type ScheduleEntry } from '../../domain/schedule-entry.entity';
import { ScheduleSettingsRow } from '../../domain/schedule-settings.entity';
import { lockScheduleState, upsertEntries } from '../../persistence/schedule-state';
import { PublishScheduleCommand } from './publish-schedule.command';
import { tournamentTurn } from '../../../tournaments';

/**
 * Publishes the draft: each changed place becomes the published one (its calendar SEQUENCE rising once it had been
 * published before), the fixture matches show it, and the players of changed matches are told (OrderOfPlayPublished:
 * its e-mails here and its in-app updates in the social context are each one fan-out, which the worker expands).
 */
@CommandHandler(PublishScheduleCommand)
export class PublishScheduleHandler implements ICommandHandler<PublishScheduleCommand, SchedulePublication> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async execute({ tournamentId, actor }: PublishScheduleCommand): Promise<SchedulePublication> {
    const tournament = await loadTournament(this.queries, tournamentId);
    enforce(scheduleDraftRefusal(actor, tournament));
    return this.uow.runInTurn(tournamentTurn(tournamentId), actor.id, async (tx) => {
      const { settingsRow, settings, rows, entries } = await lockScheduleState(tx, this.queries, tournamentId);
      const drafted = entries.filter((e) => e.draftStart !== null);
      enforce(drafted.length === 0 && !entries.some((e) => e.publishedStart !== null) ? conflict(M.nothingToPublish) : null);

      const rowsByKey = new Map(rows.map((r) => [r.id, r]));
      const changed: Array<{ entry: ScheduleEntry; previous: PreviousPlace }> = [];
      for (const entry of entries.filter(draftDiffers)) {
        const previous = { court: entry.publishedCourt, start: entry.publishedStart };
        if (previous.start !== null || entry.sequence > 0) entry.sequence += 1;
        entry.publishedCourt = entry.draftCourt;
        entry.publishedStart = entry.draftStart;
        entry.publishedEnd = entry.draftEnd;
        const row = rowsByKey.get(entry.matchKey);
        if (row) entry.publishedSides = publishedSidesOf(row);
        changed.push({ entry, previous });
      }
      await upsertEntries(
        tx,
        changed.map(({ entry: e }) => ({
          tournamentId,
          matchKey: e.matchKey,
          publishedCourt: e.publishedCourt,
          publishedStart: e.publishedStart,
          publishedEnd: e.publishedEnd,
          sequence: e.sequence,
          publishedSides: e.publishedSides,
        })),
      );
      // The fixture matches show the changed places (the fixtures context owns them).
      await this.commands.execute(
        new ShowPublishedPlacesCommand(
          tx.manager,
          tournamentId,
          publishedPlacesOf(
            changed.map((c) => c.entry),
            settings.timeZone,
          ),
        ),
      );
      const publishedAt = this.clock.now();
      await tx.manager.update(
        ScheduleSettingsRow,
        { tournamentId: settingsRow.tournamentId },
        { publishedAt, publishedBy: actor.id },
      );

      const players = playerScheduleChanges(changed, rowsByKey, settings.timeZone);
      const matchCount = drafted.length;
      tx.record(
        new OrderOfPlayPublished(tournamentId, {
          tournamentName: tournament.name,
          timeZone: settings.timeZone,
          matchCount,
          changedCount: changed.length,
          players,
        }),
      );
      return { publishedAt: publishedAt.toISOString(), matchCount, changedCount: changed.length, playersTold: players.length };
    });
  }
}

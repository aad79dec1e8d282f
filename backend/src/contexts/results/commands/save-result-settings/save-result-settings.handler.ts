import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { ResultSettings } from '@rallypoint/shared';
import { viewerOf } from '../../../../platform/auth';
import { UnitOfWork } from '../../../../platform/events';
import { enforce } from '../../../../platform/rules';
import { ResultSettingsSaved } from '../../domain/events/result-settings-saved.event';
import { loadTournament } from '../../../fixtures';
import { ResultSettingsRow } from '../../domain/result-settings.entity';
import { resultReviewRefusal } from '../../domain/rules/result-review.rule';
import { SaveResultSettingsCommand } from './save-result-settings.command';

/** The organizer decides whether results both players agree on are approved without them. */
@CommandHandler(SaveResultSettingsCommand)
export class SaveResultSettingsHandler implements ICommandHandler<SaveResultSettingsCommand, ResultSettings> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: QueryBus,
  ) {}

  async execute({ tournamentId, actor, settings }: SaveResultSettingsCommand): Promise<ResultSettings> {
    const tournament = await loadTournament(this.queries, tournamentId);
    enforce(resultReviewRefusal(viewerOf(actor), tournament));
    return this.uow.run(actor.id, async (tx) => {
      await tx.manager.upsert(ResultSettingsRow, { tournamentId, approveAgreedResults: settings.approveAgreedResults }, [
        'tournamentId',
      ]);
      tx.record(new ResultSettingsSaved(tournamentId, settings));
      return { approveAgreedResults: settings.approveAgreedResults };
    });
  }
}

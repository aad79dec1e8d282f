import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { tournamentDateProblems } from '@rallypoint/shared';
import { EntityManager } from 'typeorm';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { TournamentUpdated } from '../../domain/events/tournament-updated.event';
import { scoringFollowsSport, scoringProblems } from '../../domain/scoring-choice';
import { editRefusal } from '../../domain/rules/can-edit-tournament.rule';
import { enforce, fieldRefusal, refuse } from '../../../../platform/rules';
import { maxBelowEnrolled } from '../../domain/tournament.errors';
import { Tournament } from '../../domain/tournament.entity';
import { lockTournament } from '../shared/load-tournament';
import { countPlaces, promoteFromWaitlist } from '../shared/waitlist';
import { TournamentChanges, UpdateTournamentCommand } from './update-tournament.command';

/** The organizer edits their own tournament while it is pending or upcoming; the code and status stay. */
@CommandHandler(UpdateTournamentCommand)
export class UpdateTournamentHandler implements ICommandHandler<UpdateTournamentCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  async execute({ tournamentId, editorId, changes }: UpdateTournamentCommand): Promise<number> {
    return this.uow.run(editorId, async (tx) => {
      const tournament = await lockTournament(tx.manager, tournamentId);
      const today = this.clock.today();
      enforce(editRefusal(tournament, editorId, today));

      const sent: Record<string, unknown> = scoringFollowsSport(tournament, sentFields(changes));
      const merged: Tournament = { ...tournament, ...sent };
      const problems = {
        ...asFieldMessages(tournamentDateProblems(merged)),
        ...scoringProblems(merged),
        ...(await capacityProblems(tx.manager, merged)),
      };
      if (Object.keys(problems).length) refuse(fieldRefusal(problems));

      const changed = Object.keys(sent).filter((field) => sent[field] !== tournament[field as keyof Tournament]);
      if (changed.length === 0) return tournamentId;
      await tx.manager.update(Tournament, { id: tournamentId }, Object.fromEntries(changed.map((field) => [field, sent[field]])));
      tx.record(
        new TournamentUpdated(tournamentId, {
          changedFields: changed.sort(),
          ...(changed.includes('timeZone') ? { timeZone: merged.timeZone } : {}),
        }),
      );
      // More places: the players waiting take them at once, as after a withdrawal.
      if (changed.includes('maxParticipants')) await promoteFromWaitlist(tx, this.queries, merged, today);
      return tournamentId;
    });
  }
}

function sentFields(changes: TournamentChanges): Partial<Tournament> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<Tournament>;
}

const asFieldMessages = (problems: Record<string, string>): Record<string, string[]> =>
  Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]]));

/** Lowering the capacity must leave room for every entry holding a place, made by the form or by Enroll. */
async function capacityProblems(manager: EntityManager, merged: Tournament): Promise<Record<string, string[]>> {
  const { participantCount: enrolled } = await countPlaces(manager, merged);
  return merged.maxParticipants < enrolled ? { maxParticipants: [maxBelowEnrolled(enrolled)] } : {};
}

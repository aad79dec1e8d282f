import { EntityManager } from 'typeorm';
import { enforce, notFound, orRefuse } from '../../../../platform/rules';
import { unapprovedRefusal } from '../../domain/rules/tournament-is-approved.rule';
import { TOURNAMENT_NOT_FOUND } from '../../domain/tournament.errors';
import { Tournament } from '../../domain/tournament.entity';

/**
 * The tournament row, locked FOR UPDATE until the transaction ends: commands that check a rule and then
 * write (enrol against the capacity, delete while nobody is enrolled, decide once) queue here one at a time.
 */
export async function lockTournament(manager: EntityManager, tournamentId: number): Promise<Tournament> {
  const tournament = await manager.findOne(Tournament, { where: { id: tournamentId }, lock: { mode: 'pessimistic_write' } });
  return orRefuse(tournament, notFound(TOURNAMENT_NOT_FOUND));
}

/** Only approved tournaments exist for players; anything else answers "not found". */
export async function lockApprovedTournament(manager: EntityManager, tournamentId: number): Promise<Tournament> {
  const tournament = await lockTournament(manager, tournamentId);
  enforce(unapprovedRefusal(tournament));
  return tournament;
}

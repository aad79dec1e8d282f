import { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../../../platform/rules';
import { newTournamentCode } from '../../domain/tournament-code';
import { Tournament } from '../../domain/tournament.entity';

const ATTEMPTS = 5;

export type NewTournament = Omit<Tournament, 'id' | 'tournamentCode' | 'status' | 'createdAt' | 'updatedAt' | 'entryCount'>;

/** The unique constraint on the code (migration 1732400000000-Tournaments). */
const CODE_TAKEN = 'tournaments_tournament_code_key';

/**
 * Inserts with a fresh random code, drawing again when the code is taken. The insert runs in a savepoint, so a
 * collision does not abort the surrounding transaction; it also covers two creators racing for one code.
 */
export async function insertWithUniqueCode(
  manager: EntityManager,
  values: NewTournament,
  nextCode: () => string = () => newTournamentCode(values.sport, values.startDate),
): Promise<Tournament> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const tournamentCode = nextCode();
    try {
      // A savepoint (a transaction inside the caller's), so a taken code undoes only this insert.
      const inserted = await manager.transaction((inner) => inner.insert(Tournament, { ...values, tournamentCode }));
      return await manager.findOneByOrFail(Tournament, { id: (inserted.identifiers[0] as { id: number }).id });
    } catch (error) {
      if (!isUniqueViolation(error, CODE_TAKEN)) throw error;
    }
  }
  throw new Error(`no free tournament code after ${ATTEMPTS} attempts`);
}

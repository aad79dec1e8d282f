import { EntityManager } from 'typeorm';
import { newTournamentCode } from '../../domain/tournament-code';
import { Tournament } from '../../domain/tournament.entity';

const ATTEMPTS = 5;

export type NewTournament = Omit<Tournament, 'id' | 'tournamentCode' | 'status' | 'createdAt' | 'updatedAt' | 'formEntries'>;

/**
 * Inserts with a fresh random code, drawing again when the code is taken. ON CONFLICT DO NOTHING keeps a
 * collision from aborting the surrounding transaction, and it also covers two creators racing for one code.
 */
export async function insertWithUniqueCode(
  manager: EntityManager,
  values: NewTournament,
  nextCode: () => string = () => newTournamentCode(values.sport, values.startDate),
): Promise<Tournament> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const tournamentCode = nextCode();
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(Tournament)
      .values({ ...values, tournamentCode })
      .orIgnore()
      .execute();
    const id = (result.raw as Array<{ id: number }>)[0]?.id;
    if (id !== undefined) return manager.findOneByOrFail(Tournament, { id });
  }
  throw new Error(`no free tournament code after ${ATTEMPTS} attempts`);
}

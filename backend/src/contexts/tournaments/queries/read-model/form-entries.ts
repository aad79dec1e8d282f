import { EntityManager } from 'typeorm';

export interface FormEntries {
  /** How many entries the registration form holds for the tournament. */
  entries: number;
  /** Whether this address (whatever its case) has one of them. */
  alreadyRegistered: boolean;
}

/** Both from the (tournament_id, lower(email)) unique index, in one statement. */
export async function formEntries(manager: EntityManager, tournamentId: number, email: string | null): Promise<FormEntries> {
  const [row]: Array<{ entries: number; taken: boolean }> = await manager.query(
    `SELECT count(*)::int AS entries, coalesce(bool_or(lower(email) = lower($2)), false) AS taken
     FROM tournament_registrations WHERE tournament_id = $1`,
    [tournamentId, email ?? ''],
  );
  return { entries: row.entries, alreadyRegistered: email !== null && row.taken };
}

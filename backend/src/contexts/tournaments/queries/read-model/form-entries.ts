import { EntityManager } from 'typeorm';

export interface FormEntries {
  /** How many entries the registration form holds for the tournament. */
  entries: number;
  /** Whether this address (whatever its case) has one of them. */
  alreadyRegistered: boolean;
}

/** The count kept on the tournament's row, and the address looked up on the (tournament_id, lower(email)) index. */
export async function formEntries(manager: EntityManager, tournament: { id: number; formEntries: number }, email: string | null): Promise<FormEntries> {
  if (email === null) return { entries: tournament.formEntries, alreadyRegistered: false };
  const [row]: Array<{ taken: boolean }> = await manager.query(
    `SELECT EXISTS (SELECT 1 FROM tournament_registrations WHERE tournament_id = $1 AND lower(email) = lower($2)) AS taken`,
    [tournament.id, email],
  );
  return { entries: tournament.formEntries, alreadyRegistered: row.taken };
}

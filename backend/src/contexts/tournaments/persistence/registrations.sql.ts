import type { EntityManager } from 'typeorm';
import type { RegistrationListItem } from '@rallypoint/shared';
import type { Database } from '../../../platform/database/database';
import { TournamentRegistration } from '../domain/tournament-registration.entity';

/** What the public form writes; the database sets the rest. */
export type NewRegistration = Omit<TournamentRegistration, 'id' | 'registrationDate' | 'status'>;

/**
 * The row, completed with what the database sets. Plain SQL, not the entity: the public form is the busiest write,
 * and the registration path as plain SQL went from 416 to ~600 registrations/s (tools/bench/scale.mjs, commit c8b97de).
 */
export async function insertRegistration(manager: EntityManager, entry: NewRegistration): Promise<TournamentRegistration> {
  const [row]: Array<Pick<TournamentRegistration, 'id' | 'registrationDate' | 'status'>> = await manager.query(
    `INSERT INTO tournament_registrations (tournament_id, full_name, sport, email, phone, skill_level, skill_description, handedness,
       available_times, commitment_acknowledged)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id, registration_date AS "registrationDate", status`,
    [
      entry.tournamentId,
      entry.fullName,
      entry.sport,
      entry.email,
      entry.phone,
      entry.skillLevel,
      entry.skillDescription,
      entry.handedness,
      entry.availableTimes,
      entry.commitmentAcknowledged,
    ],
  );
  return Object.assign(new TournamentRegistration(), entry, row);
}

/** By the (tournament_id, lower(email)) unique index. */
export async function isRegistered(manager: EntityManager, tournamentId: number, email: string): Promise<boolean> {
  const [row]: Array<{ taken: boolean }> = await manager.query(
    `SELECT EXISTS (SELECT 1 FROM tournament_registrations WHERE tournament_id = $1 AND lower(email) = lower($2)) AS taken`,
    [tournamentId, email],
  );
  return row.taken;
}

/** A tournament's registrations, oldest first, on the (tournament_id, registration_date, id) index. */
export function registrationRows(
  db: Database,
  tournamentId: number,
  limit: number | 'ALL',
  offset: number,
): Promise<RegistrationListItem[]> {
  return db.rows<RegistrationListItem>(
    `SELECT id, full_name AS "fullName", email, phone, sport, skill_level AS "skillLevel",
         skill_description AS "skillDescription", handedness, available_times AS "availableTimes",
         to_char(registration_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "registrationDate", status
       FROM tournament_registrations WHERE tournament_id = $1
       ORDER BY registration_date, id LIMIT ${limit === 'ALL' ? 'ALL' : Number(limit)} OFFSET ${Number(offset)}`,
    [tournamentId],
  );
}

export async function countRegistrations(db: Database, tournamentId: number): Promise<number> {
  const rows = await db.rows<{ total: number }>(
    `SELECT count(*)::int AS total FROM tournament_registrations WHERE tournament_id = $1`,
    [tournamentId],
  );
  return rows[0].total;
}

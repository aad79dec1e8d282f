import type { EntityManager } from 'typeorm';
import type { RegistrationListItem } from '@rallypoint/shared';
import type { Database } from '../../../platform/database/database';
import { oneInPlan } from '../../../platform/database/paging';
import { prepared } from '../../../platform/database/prepared';
import { isoTime } from './tournament-columns.sql';
import { TournamentRegistration } from '../domain/tournament-registration.entity';
import { Tournament } from '../domain/tournament.entity';

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

/** Every column of a Tournament entity (tournament.entity.ts) under its property name, from `t`. */
const TOURNAMENT_ENTITY_COLUMNS_SQL = `t.id, t.name, t.tournament_code AS "tournamentCode", t.sport, t.venue, t.divisions, t.description,
  t.organizer_id AS "organizerId", t.start_date::text AS "startDate", t.end_date::text AS "endDate",
  t.registration_deadline::text AS "registrationDeadline", t.max_participants AS "maxParticipants",
  t.form_entries AS "formEntries", t.entry_fee AS "entryFee", t.prize_pool AS "prizePool", t.rules,
  t.additional_info AS "additionalInfo", t.poc1_name AS "poc1Name", t.poc1_contact AS "poc1Contact",
  t.poc1_email AS "poc1Email", t.poc2_name AS "poc2Name", t.poc2_contact AS "poc2Contact", t.poc2_email AS "poc2Email",
  t.score_format AS "scoreFormat", t.standings_rulebook AS "standingsRulebook", t.status, t.created_at AS "createdAt",
  t.updated_at AS "updatedAt"`;

/**
 * The tournament an entry is for, and whether the address (whatever its case) has an entry in it already, by the
 * (tournament_id, lower(email)) unique index; none when there is no such tournament. One plain statement on the form's
 * busiest path, as insertRegistration: it was an entity read through TypeORM's query builder and a second round trip.
 */
export async function tournamentForEntry(
  manager: EntityManager,
  tournamentId: number,
  email: string,
): Promise<{ tournament: Tournament; alreadyRegistered: boolean } | undefined> {
  const [row]: Array<Tournament & { alreadyRegistered: boolean }> = await manager.query(
    `SELECT ${TOURNAMENT_ENTITY_COLUMNS_SQL},
       EXISTS (SELECT 1 FROM tournament_registrations r WHERE r.tournament_id = t.id AND lower(r.email) = lower($2)) AS "alreadyRegistered"
     FROM tournaments t WHERE t.id = $1`,
    [tournamentId, email],
  );
  if (!row) return undefined;
  const { alreadyRegistered, ...columns } = row;
  return { tournament: Object.assign(new Tournament(), columns), alreadyRegistered };
}

/**
 * A tournament's registrations, oldest first, on the (tournament_id, registration_date, id) index: `$1` the tournament,
 * `$2` how many (null for all), `$3` how many to skip. One text and one plan for every window (paging.ts oneInPlan):
 * planned on each call, it cost more to plan than to run on the public fixtures page.
 */
export const REGISTRATION_ROWS_SQL = `SELECT id, full_name AS "fullName", email, phone, sport, skill_level AS "skillLevel",
    skill_description AS "skillDescription", handedness, available_times AS "availableTimes",
    ${isoTime('registration_date')} AS "registrationDate", status
  FROM tournament_registrations WHERE tournament_id = $1
  ORDER BY registration_date, id LIMIT ${oneInPlan('$2')} OFFSET ${oneInPlan('$3')}`;

export const REGISTRATION_COUNT_SQL = `SELECT count(*)::int AS total FROM tournament_registrations WHERE tournament_id = $1`;

export function registrationRows(
  db: Database,
  tournamentId: number,
  limit: number | 'ALL',
  offset: number,
): Promise<RegistrationListItem[]> {
  return db.rows<RegistrationListItem>(prepared(REGISTRATION_ROWS_SQL, [tournamentId, limit === 'ALL' ? null : limit, offset]));
}

export async function countRegistrations(db: Database, tournamentId: number): Promise<number> {
  const rows = await db.rows<{ total: number }>(prepared(REGISTRATION_COUNT_SQL, [tournamentId]));
  return rows[0].total;
}

/**
 * The form's entrants of a tournament, one per address whatever its case (the first entry's name), as plain rows: an
 * announcement counts them in its request and the worker lists them for each chunk of its fan-out, hundreds at a time,
 * and hydrating entities cost the request more than the rest of its transaction.
 */
export function registrantAddresses(
  manager: EntityManager,
  tournamentId: number,
): Promise<Array<{ email: string; fullName: string }>> {
  return manager.query(
    `SELECT DISTINCT ON (lower(email)) email, full_name AS "fullName" FROM tournament_registrations
      WHERE tournament_id = $1 ORDER BY lower(email), id`,
    [tournamentId],
  );
}

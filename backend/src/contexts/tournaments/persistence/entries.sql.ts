import type { EntityManager } from 'typeorm';
import type { EntryStatus, Sport } from '@rallypoint/shared';
import { statementRows } from '../../../platform/database/statement-rows';
import { TournamentEntry } from '../domain/tournament-entry.entity';
import { Tournament } from '../domain/tournament.entity';
import { hasWaitlistSql } from './tournaments.sql';

/**
 * Takes turns, until the transaction ends, with whoever makes or completes the entry of this e-mail (any case) in this
 * tournament. The form takes no lock on the tournament (its place is counted at commit, on the tournament's row), and
 * Enroll holds that row's lock: the same person through both ways at once would wait on each other (Enroll for the
 * form's entry, the form's commit for the row). Both take this first, so the second waits before holding any lock.
 * Within one process both name the person's write turn (domain/tournament-turn.ts entryTurn) and wait there, holding
 * no connection; this lock is the guard across API instances.
 */
export async function takePersonsTurn(manager: EntityManager, tournamentId: number, email: string): Promise<void> {
  await statementRows(manager, `SELECT pg_advisory_xact_lock(hashtext('tournament-entry:' || $1::int || ':' || lower($2)))`, [
    tournamentId,
    email,
  ]);
}

/** What the form or Enroll writes for a new entry; the database sets the id and the date. */
export type NewEntry = Omit<TournamentEntry, 'id' | 'registrationDate'>;

/** The form's fields an entry takes when the form is filled (made by the form, or completing one made by Enroll). */
export type EntryForm = Pick<
  TournamentEntry,
  'fullName' | 'email' | 'phone' | 'skillLevel' | 'skillDescription' | 'handedness' | 'availableTimes' | 'commitmentAcknowledged'
>;

const ENTRY_COLUMNS_SQL = `id, tournament_id AS "tournamentId", user_id AS "userId", full_name AS "fullName", sport, email, phone,
  skill_level AS "skillLevel", skill_description AS "skillDescription", handedness, available_times AS "availableTimes",
  commitment_acknowledged AS "commitmentAcknowledged", form_filled AS "formFilled", registration_date AS "registrationDate", status`;

const asEntry = (row: TournamentEntry): TournamentEntry => Object.assign(new TournamentEntry(), row);

/**
 * The row, completed with what the database sets. Plain SQL, not the entity: the public form is the busiest write,
 * and the registration path as plain SQL went from 416 to ~600 registrations/s (tools/bench/scale.mjs, commit c8b97de).
 */
export async function insertEntry(manager: EntityManager, entry: NewEntry): Promise<TournamentEntry> {
  const [row] = await statementRows<Pick<TournamentEntry, 'id' | 'registrationDate'>>(
    manager,
    `INSERT INTO tournament_entries (tournament_id, user_id, full_name, sport, email, phone, skill_level, skill_description,
       handedness, available_times, commitment_acknowledged, form_filled, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id, registration_date AS "registrationDate"`,
    [
      entry.tournamentId,
      entry.userId,
      entry.fullName,
      entry.sport,
      entry.email,
      entry.phone,
      entry.skillLevel,
      entry.skillDescription,
      entry.handedness,
      entry.availableTimes,
      entry.commitmentAcknowledged,
      entry.formFilled,
      entry.status,
    ],
  );
  return Object.assign(new TournamentEntry(), entry, row);
}

/**
 * Fills an entry's form (and sets its status: a withdrawn entry taken up again holds a place once this commits). The
 * entry keeps its e-mail: the form found it by that address (any case) or by the account it belongs to.
 */
export async function fillEntryForm(
  manager: EntityManager,
  entryId: number,
  form: EntryForm,
  change: { status: EntryStatus; userId: number | null },
): Promise<TournamentEntry> {
  const [row] = await statementRows<TournamentEntry>(
    manager,
    `UPDATE tournament_entries SET full_name = $2, phone = $3, skill_level = $4, skill_description = $5,
       handedness = $6, available_times = $7, commitment_acknowledged = $8, form_filled = true, status = $9,
       user_id = coalesce(user_id, $10)
     WHERE id = $1 RETURNING ${ENTRY_COLUMNS_SQL}`,
    [
      entryId,
      form.fullName,
      form.phone,
      form.skillLevel,
      form.skillDescription,
      form.handedness,
      form.availableTimes,
      form.commitmentAcknowledged,
      change.status,
      change.userId,
    ],
  );
  return asEntry(row);
}

/** The entry an e-mail (any case) or an account has in a tournament, as the form finds the one it completes. */
export interface EntryTarget {
  id: number;
  userId: number | null;
  formFilled: boolean;
  status: EntryStatus;
}

/** Every column of a Tournament entity (tournament.entity.ts) under its property name, from `t`. */
const TOURNAMENT_ENTITY_COLUMNS_SQL = `t.id, t.name, t.tournament_code AS "tournamentCode", t.sport, t.venue, t.divisions, t.description,
  t.organizer_id AS "organizerId", t.start_date::text AS "startDate", t.end_date::text AS "endDate",
  t.time_zone AS "timeZone", t.registration_deadline::text AS "registrationDeadline", t.max_participants AS "maxParticipants",
  t.entry_count AS "entryCount", t.entry_fee AS "entryFee", t.prize_pool AS "prizePool", t.rules,
  t.additional_info AS "additionalInfo", t.poc1_name AS "poc1Name", t.poc1_contact AS "poc1Contact",
  t.poc1_email AS "poc1Email", t.poc2_name AS "poc2Name", t.poc2_contact AS "poc2Contact", t.poc2_email AS "poc2Email",
  t.score_format AS "scoreFormat", t.standings_rulebook AS "standingsRulebook", t.status, t.created_at AS "createdAt",
  t.updated_at AS "updatedAt"`;

/** A form's view of a tournament: the tournament, whether anyone waits, and the entry the form would complete. */
export interface FormTarget {
  tournament: Tournament;
  hasWaitlist: boolean;
  /** The entry of this e-mail, else the entry of the account the e-mail belongs to; none when neither exists. */
  entry: EntryTarget | null;
  /** The account the e-mail belongs to has an entry in the tournament (then another entry cannot be linked to it). */
  accountHasEntry: boolean;
}

/**
 * The tournament a form is for, whether anyone waits in its line, and the entry the form completes: the one of this
 * e-mail (any case, the (tournament_id, lower(email)) unique index), else the one of `accountId` (the account the
 * e-mail belongs to, on the (tournament_id, user_id) key). One plain statement on the form's busiest path; none when
 * there is no such tournament.
 */
export async function formTarget(
  manager: EntityManager,
  tournamentId: number,
  email: string,
  accountId: number | null,
): Promise<FormTarget | undefined> {
  const [row] = await statementRows<Tournament & Omit<FormTarget, 'tournament'>>(
    manager,
    `SELECT ${TOURNAMENT_ENTITY_COLUMNS_SQL}, ${hasWaitlistSql('t.id')} AS "hasWaitlist",
       (SELECT json_build_object('id', e.id, 'userId', e.user_id, 'formFilled', e.form_filled, 'status', e.status)
          FROM tournament_entries e
         WHERE e.tournament_id = t.id AND (lower(e.email) = lower($2) OR e.user_id = $3::int)
         ORDER BY lower(e.email) = lower($2) DESC LIMIT 1) AS entry,
       EXISTS (SELECT 1 FROM tournament_entries a WHERE a.tournament_id = t.id AND a.user_id = $3::int) AS "accountHasEntry"
     FROM tournaments t WHERE t.id = $1`,
    [tournamentId, email, accountId],
  );
  if (!row) return undefined;
  const { hasWaitlist, entry, accountHasEntry, ...columns } = row;
  return { tournament: Object.assign(new Tournament(), columns), hasWaitlist, entry, accountHasEntry };
}

/** An entry linked to an account at once, at verification or at sign-in: what EntryLinked tells. */
export interface LinkedEntry {
  entryId: number;
  tournamentId: number;
  sport: Sport;
}

/**
 * Links to the account every entry of its e-mail (any case) that has no account, in every tournament where the
 * account has no entry yet (one entry per person), and the line rows of that e-mail likewise; the entries it linked.
 */
export async function linkEntriesOfEmail(manager: EntityManager, userId: number, email: string): Promise<LinkedEntry[]> {
  await manager.query(
    `UPDATE tournament_waitlist w SET user_id = $1
      WHERE lower(w.email) = lower($2) AND w.user_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM tournament_waitlist o WHERE o.tournament_id = w.tournament_id AND o.user_id = $1)`,
    [userId, email],
  );
  const [rows]: [LinkedEntry[], number] = await manager.query(
    `UPDATE tournament_entries e SET user_id = $1
      WHERE lower(e.email) = lower($2) AND e.user_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM tournament_entries o WHERE o.tournament_id = e.tournament_id AND o.user_id = $1)
      RETURNING e.id AS "entryId", e.tournament_id AS "tournamentId", e.sport`,
    [userId, email],
  );
  return rows;
}

/**
 * The e-mail addresses of a tournament's entries holding a place, one per address whatever its case (the first
 * entry's name), as plain rows: an announcement counts them in its request and the worker lists them for each chunk
 * of its fan-out, hundreds at a time, and hydrating entities cost the request more than the rest of its transaction.
 */
export function entryAddresses(
  manager: EntityManager,
  tournamentId: number,
): Promise<Array<{ email: string; fullName: string; userId: number | null }>> {
  return manager.query(
    `SELECT DISTINCT ON (lower(email)) email, full_name AS "fullName", user_id AS "userId" FROM tournament_entries
      WHERE tournament_id = $1 AND status <> 'withdrawn' ORDER BY lower(email), id`,
    [tournamentId],
  );
}

/** The tournaments an account holds an entry in or waits for (the entries of a deleted account change). */
export async function tournamentIdsOfAccount(manager: EntityManager, userId: number): Promise<number[]> {
  const rows: Array<{ id: number }> = await manager.query(
    `SELECT tournament_id AS id FROM tournament_entries WHERE user_id = $1
       UNION SELECT tournament_id FROM tournament_waitlist WHERE user_id = $1`,
    [userId],
  );
  return rows.map((row) => row.id);
}

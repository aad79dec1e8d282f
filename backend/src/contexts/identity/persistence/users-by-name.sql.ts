import type { Database } from '../../../platform/database/database';
import { oneInPlan } from '../../../platform/database/paging';
import { anyContains, personNameColumns } from '../../../platform/database/text-search';
import { prepared } from '../../../platform/database/prepared';
import type { UserContact } from '../queries/page-users-by-name/page-users-by-name.query';

/**
 * Name searches over users that other contexts narrow to their own people (a tournament's participants, an
 * academy's active students): the people are theirs, the names identity's (docs/decisions/0001). Both statements
 * take the ids as one array parameter (`= ANY($1)`), any number of them.
 */

/** A `$n` contains-pattern (containsPattern) over the first name, the last name, the full name and the username. */
const nameSearch = (param: string) => anyContains(param, personNameColumns('u'));

/**
 * The name a user is shown by (participantName in @rallypoint/shared: "First Last", else the username), runs of
 * white space made one space.
 */
const SHOWN_NAME = `btrim(regexp_replace(COALESCE(NULLIF(btrim(u.first_name || ' ' || u.last_name), ''), u.username), '\\s+', ' ', 'g'))`;

/** `$2` null or a search pattern (nameSearch), `$3` null or a shown name (white space runs made one space). */
const MATCHING_IDS_SQL = `SELECT u.id FROM users u
  WHERE u.id = ANY($1::int[])
    AND ($2::text IS NULL OR ${nameSearch('$2')})
    AND ($3::text IS NULL OR lower(${SHOWN_NAME}) = lower($3))`;

/** Of these users, the ids of those the search pattern finds and shown by this name (either null for any). */
export async function matchingUserIds(
  db: Database,
  ids: readonly number[],
  pattern: string | null,
  shownName: string | null,
): Promise<number[]> {
  const rows = await db.rows<{ id: number }>(prepared(MATCHING_IDS_SQL, [[...ids], pattern, shownName]));
  return rows.map((row) => row.id);
}

/** `$2` null or a search pattern over the names, the username and the e-mail. */
const AMONG_SEARCHED = `FROM users u
  WHERE u.id = ANY($1::int[]) AND ($2::text IS NULL OR ${anyContains('$2', [...personNameColumns('u'), 'u.email'])})`;

const CONTACT_PAGE_SQL = `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.username, u.email,
    count(*) OVER ()::int AS total
  ${AMONG_SEARCHED}
  ORDER BY lower(u.first_name), lower(u.last_name), u.id
  LIMIT ${oneInPlan('$3')} OFFSET ${oneInPlan('$4')}`;

const CONTACT_COUNT_SQL = `SELECT count(*)::int AS total ${AMONG_SEARCHED}`;

/** A page of these users by name (first, last, letter case aside, then id), each row with the total (a window count). */
export function contactPage(
  db: Database,
  ids: readonly number[],
  pattern: string | null,
  limit: number,
  offset: number,
): Promise<Array<UserContact & { total: number }>> {
  return db.rows(prepared(CONTACT_PAGE_SQL, [[...ids], pattern, limit, offset]));
}

export async function countContacts(db: Database, ids: readonly number[], pattern: string | null): Promise<number> {
  const [{ total }] = await db.rows<{ total: number }>(prepared(CONTACT_COUNT_SQL, [[...ids], pattern]));
  return total;
}

import type { TestApp } from '../support/test-app';

export interface HistoryRow {
  admin_id: number;
  target_user_id: number;
  target_user_name: string;
  target_user_email: string;
  action: string;
  details: string;
}

/** The stored history entries about one account, oldest first. */
export function historyAbout(t: TestApp, userId: number): Promise<HistoryRow[]> {
  return t.dataSource.query(
    `SELECT admin_id, target_user_id, target_user_name, target_user_email, action, details
       FROM user_management_history WHERE target_user_id = $1 ORDER BY id`,
    [userId],
  );
}

/**
 * The event types recorded about one account, oldest first, with their actor: what was done to it, its own sign-ins
 * (UserSignedIn, recorded for verified accounts so their entries link) aside.
 */
export function userEvents(t: TestApp, userId: number): Promise<Array<{ type: string; actor_id: number | null }>> {
  return t.dataSource.query(
    `SELECT type, actor_id FROM event_log WHERE aggregate_type = 'user' AND aggregate_id = $1 AND type <> 'UserSignedIn' ORDER BY id`,
    [String(userId)],
  );
}

/** How many stored sessions belong to a user. */
export async function sessionsOf(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.dataSource.query(`SELECT count(*)::int AS n FROM session WHERE user_id = $1`, [userId]);
  return row.n;
}

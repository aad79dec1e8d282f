import type { EntityManager } from 'typeorm';
import type { Sport } from '@rallypoint/shared';

/**
 * A deleted user's memberships and class places, in the caller's transaction: their classes are locked first (FOR
 * UPDATE, in id order), as enrolling locks them, so the seat counts stay right while enrolments run at the same time.
 */
export async function removeMembershipsOf(manager: EntityManager, userId: number): Promise<void> {
  const query = (sql: string) => manager.query(sql, [userId]);
  await query(
    `SELECT id FROM academy_classes WHERE id IN (SELECT class_id FROM class_enrollments WHERE user_id = $1) ORDER BY id FOR UPDATE`,
  );
  await query(
    `UPDATE academy_classes c SET current_students = c.current_students - e.places
         FROM (SELECT class_id, count(*)::int AS places FROM class_enrollments WHERE user_id = $1 GROUP BY class_id) e
        WHERE c.id = e.class_id`,
  );
  await query(`DELETE FROM class_enrollments WHERE user_id = $1`);
  await query(`DELETE FROM academy_members WHERE user_id = $1`);
  await query(`UPDATE academies SET owner_id = NULL WHERE owner_id = $1`);
}

export interface EnrollmentRow {
  id: number;
  class_id: number;
  academy_id: number;
  academy_name: string;
  class_name: string;
  instructor: string | null;
  sport: Sport;
  schedule: string[];
  start_date: string | null;
  end_date: string | null;
  enrollment_date: Date;
  status: string;
  payment_status: string;
}

/** The user's class places with their class and academy, newest first. */
export function classEnrollmentsOf(manager: EntityManager, userId: number): Promise<EnrollmentRow[]> {
  return manager.query(
    `SELECT e.id, e.class_id, e.academy_id, a.name AS academy_name, c.class_name, c.instructor, c.sport, c.schedule,
              to_char(c.start_date, 'YYYY-MM-DD') AS start_date, to_char(c.end_date, 'YYYY-MM-DD') AS end_date,
              e.enrollment_date, e.status, e.payment_status
         FROM class_enrollments e
         JOIN academy_classes c ON c.id = e.class_id
         JOIN academies a ON a.id = e.academy_id
        WHERE e.user_id = $1
        ORDER BY e.enrollment_date DESC, e.id DESC`,
    [userId],
  );
}

/**
 * The users with an active membership in any academy, each once: who the active students are. Their names and
 * e-mails are identity's, asked for by these ids (PageUsersByNameQuery).
 */
export async function activeMemberIds(manager: EntityManager): Promise<number[]> {
  const rows: Array<{ userId: number }> = await manager.query(
    `SELECT DISTINCT user_id AS "userId" FROM academy_members WHERE status = 'active'`,
  );
  return rows.map((row) => row.userId);
}

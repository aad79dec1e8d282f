import type { EntityManager } from 'typeorm';
import type { MyBootcampRegistration } from '@rallypoint/shared';
import type { CalendarBootcamp } from '../queries/list-calendar-bootcamps/list-calendar-bootcamps.query';

/** Registrations per bootcamp, counted in SQL. */
export async function registrationCounts(manager: EntityManager, bootcampIds: number[]): Promise<Map<number, number>> {
  const rows: Array<{ bootcampId: number; count: string }> = await manager.query(
    `SELECT bootcamp_id AS "bootcampId", count(*) AS count FROM bootcamp_registrations
      WHERE bootcamp_id = ANY($1::int[]) GROUP BY bootcamp_id`,
    [bootcampIds],
  );
  return new Map(rows.map((row) => [Number(row.bootcampId), Number(row.count)]));
}

/** The bootcamps the user registered for that end on or after `since`, soonest first (times as stored). */
export function calendarBootcampRows(
  manager: EntityManager,
  userId: number,
  since: string,
  limit: number,
): Promise<CalendarBootcamp[]> {
  return manager.query(
    `SELECT b.id, b.title, b.type, b.venue, b.venue_address AS "venueAddress",
            to_char(b.start_date, 'YYYY-MM-DD') AS "startDate", to_char(b.end_date, 'YYYY-MM-DD') AS "endDate",
            b.start_time AS "startTime", b.end_time AS "endTime"
       FROM bootcamp_registrations r
       JOIN bootcamps b ON b.id = r.bootcamp_id
      WHERE r.user_id = $1 AND b.end_date >= $2
      ORDER BY b.start_date ASC, b.id ASC
      LIMIT $3`,
    [userId, since, limit],
  );
}

export type MyRegistrationRow = Omit<MyBootcampRegistration, 'registeredAt'> & { registeredAt: Date };

/** The user's registrations with their bootcamp, newest first. */
export function myRegistrationRows(manager: EntityManager, userId: number): Promise<MyRegistrationRow[]> {
  return manager.query(
    `SELECT r.id, r.bootcamp_id AS "bootcampId", b.title, b.type,
            to_char(b.start_date, 'YYYY-MM-DD') AS "startDate", to_char(b.end_date, 'YYYY-MM-DD') AS "endDate",
            b.venue, r.registered_at AS "registeredAt", r.status, r.payment_status AS "paymentStatus"
       FROM bootcamp_registrations r
       JOIN bootcamps b ON b.id = r.bootcamp_id
      WHERE r.user_id = $1
      ORDER BY r.registered_at DESC, r.id DESC`,
    [userId],
  );
}

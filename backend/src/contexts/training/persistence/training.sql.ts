import type { EntityManager } from 'typeorm';
import type { PerformanceMetric, StudentAnnouncement, UpcomingLesson } from '@rallypoint/shared';

/** A student's lessons from `wallTime` on (the club's wall-clock time), soonest first, cancelled ones left out. */
export function upcomingLessons(
  manager: EntityManager,
  studentId: number,
  limit: number,
  wallTime: string,
): Promise<UpcomingLesson[]> {
  return manager.query(
    `SELECT id, title, instructor, to_char(date, 'YYYY-MM-DD') AS date, time, type, status, notes
         FROM student_schedules
        WHERE student_id = $1 AND status <> 'cancelled' AND date + time::time >= $3::timestamp
        ORDER BY date, time, id
        LIMIT $2`,
    [studentId, limit, wallTime],
  );
}

export interface LatestMetric {
  metric_name: PerformanceMetric;
  value: number;
  date: string;
  notes: string;
}

/** The latest performance value of each metric. */
export function latestPerformanceMetrics(manager: EntityManager, studentId: number): Promise<LatestMetric[]> {
  return manager.query(
    `SELECT DISTINCT ON (metric_name) metric_name, value, to_char(date, 'YYYY-MM-DD') AS date, notes
         FROM student_metrics
        WHERE student_id = $1 AND metric_type = 'performance'
        ORDER BY metric_name, date DESC, id DESC`,
    [studentId],
  );
}

/** Announcements to this student or to every student, newest first, with its read state and the total (a window count). */
export function studentAnnouncementRows(
  manager: EntityManager,
  studentId: number,
  limit: number,
  offset: number,
): Promise<Array<StudentAnnouncement & { total: string }>> {
  return manager.query(
    `SELECT a.id, a.title, a.message AS content, a.created_at AS date, a.type, a.priority,
              (r.student_id IS NOT NULL) AS "isRead", (a.student_id IS NOT NULL) AS targeted,
              count(*) OVER () AS total
         FROM student_announcements a
         LEFT JOIN student_announcement_reads r ON r.announcement_id = a.id AND r.student_id = $1
        WHERE a.student_id = $1 OR a.student_id IS NULL
        ORDER BY a.created_at DESC, a.id DESC
        LIMIT $2 OFFSET $3`,
    [studentId, limit, offset],
  );
}

export async function countStudentAnnouncements(manager: EntityManager, studentId: number): Promise<number> {
  const [{ count }]: Array<{ count: string }> = await manager.query(
    `SELECT count(*) FROM student_announcements WHERE student_id = $1 OR student_id IS NULL`,
    [studentId],
  );
  return Number(count);
}

/** Marks the announcement read by the student unless it already was; whether this call marked it. */
export async function markAnnouncementRead(manager: EntityManager, announcementId: number, studentId: number): Promise<boolean> {
  const inserted: unknown[] = await manager.query(
    `INSERT INTO student_announcement_reads (announcement_id, student_id) VALUES ($1, $2)
     ON CONFLICT DO NOTHING RETURNING announcement_id`,
    [announcementId, studentId],
  );
  return inserted.length > 0;
}

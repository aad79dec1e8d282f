import { notFound, type Refusal } from '../../../../platform/rules';
import type { StudentAnnouncementRow } from '../student-announcement.entity';
import { ANNOUNCEMENT_NOT_FOUND } from '../training.errors';

/**
 * A student sees, and marks read, only the announcements meant for them: a broadcast (no student) or one to them.
 * Another student's announcement is invisible, so it answers 404 like a missing one.
 */
export function announcementReadRefusal(
  announcement: Pick<StudentAnnouncementRow, 'studentId'>,
  studentId: number,
): Refusal | null {
  return announcement.studentId === null || announcement.studentId === studentId ? null : notFound(ANNOUNCEMENT_NOT_FOUND);
}

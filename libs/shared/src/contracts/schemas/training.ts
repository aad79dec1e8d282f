import { z } from 'zod';
import {
  ADMIN_LEVELS,
  ANNOUNCEMENT_PRIORITIES,
  ANNOUNCEMENT_TYPES,
  LESSON_STATUSES,
  LESSON_TYPES,
} from '../../constants/training';
import { count, id, messageResponseSchema } from './common';
import { matchRecordSchema } from './results';

/** A student with an active academy membership, as the admin's student list shows them. */
export const activeStudentSchema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
});

/** Upcoming lesson: title, instructor, date, time, type. */
export const upcomingLessonSchema = z.object({
  id,
  title: z.string(),
  instructor: z.string(),
  date: z.string(),
  time: z.string(),
  type: z.enum(LESSON_TYPES),
  status: z.enum(LESSON_STATUSES),
  notes: z.string(),
});

/** Student progress; null fields mean "no assessment yet". */
export const studentProgressViewSchema = z.object({
  currentLevel: z.enum(ADMIN_LEVELS).nullable(),
  lessonsCompleted: count,
  /** The overall percentage. */
  skillProgress: z.number().nullable(),
  skills: z.object({ forehand: z.number(), backhand: z.number(), serve: z.number(), volley: z.number() }).nullable(),
  instructorNotes: z.string(),
  lastAssessment: z.string().nullable(),
});

/** Student metrics: the latest performance assessment, null when there is none. */
export const studentMetricsViewSchema = z.object({
  assessment: z
    .object({ attendance: z.number(), improvement: z.number(), consistency: z.number(), effort: z.number() })
    .nullable(),
  date: z.string().nullable(),
  notes: z.string(),
  /** The student's record from approved match results (academy progress fed by real matches). */
  matchRecord: matchRecordSchema,
});

/** `GET /api/admin/students/{userId}/record`: what is on record for a student, as the admin sees it before writing more. */
export const studentRecordSchema = z.object({
  progress: studentProgressViewSchema,
  metrics: studentMetricsViewSchema,
  upcomingLessons: z.array(upcomingLessonSchema),
});

/** Announcement: title, content, date, type, priority; plus read state. */
export const studentAnnouncementSchema = z.object({
  id,
  title: z.string(),
  content: z.string(),
  date: z.string(),
  type: z.enum([...ANNOUNCEMENT_TYPES, 'general']),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES),
  isRead: z.boolean(),
  /** False for one sent to every active student. */
  targeted: z.boolean(),
});

/** `POST /api/admin/students/{userId}/schedules`: the confirmation and the new lesson's id. */
export const lessonScheduledSchema = messageResponseSchema.extend({ id });

/** `POST /api/admin/students/{userId}/announcements`: the confirmation and the new announcement's id. */
export const studentAnnouncementSentSchema = messageResponseSchema.extend({ id });

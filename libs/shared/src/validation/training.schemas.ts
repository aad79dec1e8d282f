import { z } from 'zod';
import { ADMIN_LEVELS, ANNOUNCEMENT_PRIORITIES, ANNOUNCEMENT_TYPES, LESSON_STATUSES, LESSON_TYPES } from '../constants/training';
import { pageQuerySchema, searchParam } from './paging.schemas';
import { longText, multiLine, text } from './fields';
import { isCalendarDay, isClockTime } from './values';

/** Messages for the admin student forms. */
export const STUDENT_ADMIN_MESSAGES = {
  title: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  instructor: 'Instructor is required',
  instructorTooLong: 'Instructor must be at most 120 characters',
  date: 'Please select a date',
  time: 'Please select a time',
  lessonType: 'Please select a lesson type',
  lessonStatus: 'Please select a status',
  notesTooLong: 'Notes must be at most 2000 characters',
  level: 'Please select a level',
  lessonsCompleted: 'Lessons completed must be a whole number of at least 0',
  percentage: 'Must be a whole number from 0 to 100',
  content: 'Message is required',
  contentTooLong: 'Message must be at most 5000 characters',
  announcementType: 'Please select an announcement type',
  priority: 'Please select a priority',
} as const;
const M = STUDENT_ADMIN_MESSAGES;

const notes = multiLine('Notes').trim().max(2000, M.notesTooLong).optional().default('');
const calendarDay = z.string({ message: M.date }).refine(isCalendarDay, M.date);
/** Forms send numbers as text or numbers; both mean the same. */
const percentage = z.coerce.number({ message: M.percentage }).int(M.percentage).min(0, M.percentage).max(100, M.percentage);

export const scheduleLessonSchema = z.object({
  title: text('Title', 1, 200, M.title, M.titleTooLong),
  instructor: text('Instructor', 1, 120, M.instructor, M.instructorTooLong),
  date: calendarDay,
  time: z.string({ message: M.time }).refine(isClockTime, M.time),
  type: z.enum(LESSON_TYPES, { message: M.lessonType }),
  status: z.enum(LESSON_STATUSES, { message: M.lessonStatus }).default('scheduled'),
  notes,
});
export type ScheduleLessonInput = z.input<typeof scheduleLessonSchema>;
export type ScheduleLessonRequest = z.output<typeof scheduleLessonSchema>;

export const recordProgressSchema = z.object({
  level: z.enum(ADMIN_LEVELS, { message: M.level }),
  lessonsCompleted: z.coerce
    .number({ message: M.lessonsCompleted })
    .int(M.lessonsCompleted)
    .min(0, M.lessonsCompleted)
    .max(10000, M.lessonsCompleted),
  skillsProgress: z.object({
    forehand: percentage,
    backhand: percentage,
    serve: percentage,
    volley: percentage,
    overall: percentage,
  }),
  notes,
});
export type RecordProgressInput = z.input<typeof recordProgressSchema>;
export type RecordProgressRequest = z.output<typeof recordProgressSchema>;

export const postAnnouncementSchema = z.object({
  title: text('Title', 1, 200, M.title, M.titleTooLong),
  content: longText('Message', 1, 5000, M.content, M.contentTooLong),
  type: z.enum(ANNOUNCEMENT_TYPES, { message: M.announcementType }),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES, { message: M.priority }).default('normal'),
});
export type PostAnnouncementInput = z.input<typeof postAnnouncementSchema>;
export type PostAnnouncementRequest = z.output<typeof postAnnouncementSchema>;

export const recordMetricsSchema = z.object({
  date: calendarDay,
  attendance: percentage,
  technicalSkills: percentage,
  consistency: percentage,
  effort: percentage,
  notes,
});
export type RecordMetricsInput = z.input<typeof recordMetricsSchema>;
export type RecordMetricsRequest = z.output<typeof recordMetricsSchema>;

/** The admin's active-student list: paged, searchable by name, username or e-mail. */
export const activeStudentsQuerySchema = pageQuerySchema.extend({
  search: searchParam,
});
export type ActiveStudentsQuery = z.output<typeof activeStudentsQuerySchema>;

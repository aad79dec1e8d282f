import type { z } from 'zod';
import type * as schemas from './schemas/training';

export type ActiveStudent = z.output<typeof schemas.activeStudentSchema>;

export type UpcomingLesson = z.output<typeof schemas.upcomingLessonSchema>;

export type StudentProgressView = z.output<typeof schemas.studentProgressViewSchema>;

export type StudentMetricsView = z.output<typeof schemas.studentMetricsViewSchema>;

export type StudentRecord = z.output<typeof schemas.studentRecordSchema>;

export type StudentAnnouncement = z.output<typeof schemas.studentAnnouncementSchema>;

export type LessonScheduled = z.output<typeof schemas.lessonScheduledSchema>;

export type StudentAnnouncementSent = z.output<typeof schemas.studentAnnouncementSentSchema>;

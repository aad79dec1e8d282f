/** Student training constants, each with a stable value and a label where the screen shows one. */
export const LESSON_TYPES = ['Individual', 'Group', 'Practice'] as const;
export type LessonType = (typeof LESSON_TYPES)[number];

export const LESSON_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

export const ANNOUNCEMENT_TYPES = ['info', 'schedule', 'achievement', 'maintenance'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** The spec names only the stored default `normal`; these are ours. */
export const ANNOUNCEMENT_PRIORITIES = ['low', 'normal', 'high'] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

export const ADMIN_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Professional'] as const;
export type AdminLevel = (typeof ADMIN_LEVELS)[number];

/** The skills the progress form rates; `overall` is the summary the dashboard shows as skill progress. */
export const PROGRESS_SKILLS = ['forehand', 'backhand', 'serve', 'volley', 'overall'] as const;
export type ProgressSkill = (typeof PROGRESS_SKILLS)[number];

export const PERFORMANCE_METRICS = ['attendance', 'technicalSkills', 'consistency', 'effort'] as const;
export type PerformanceMetric = (typeof PERFORMANCE_METRICS)[number];

export const PERFORMANCE_METRIC_LABELS: Record<PerformanceMetric, string> = {
  attendance: 'Attendance',
  technicalSkills: 'Technical Skills',
  consistency: 'Consistency',
  effort: 'Effort',
};

export const UPCOMING_LESSONS_LIMIT = 5;

/** `userId` 0 on the admin announcement call: every active student. */
export const ALL_STUDENTS = 0;

/**
 * Display defaults for a student with no assessment yet. The dashboard marks them as such
 * (docs/product-rules.md#academies-and-students) so nobody mistakes them for a real assessment.
 */
export const STUDENT_DISPLAY_DEFAULTS = {
  level: 'Beginner',
  skills: { forehand: 75, backhand: 60, serve: 45, volley: 30 },
  metrics: { attendance: 85, improvement: 92, consistency: 78, effort: 95 },
} as const;

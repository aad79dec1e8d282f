/** The training context's public surface: its module and the events it publishes. */
export { TrainingModule } from './training.module';
export { LessonScheduled } from './domain/events/lesson-scheduled.event';
export { ProgressRecorded } from './domain/events/progress-recorded.event';
export { AnnouncementPosted } from './domain/events/announcement-posted.event';
export { AnnouncementMarkedRead } from './domain/events/announcement-marked-read.event';
export { MetricsRecorded } from './domain/events/metrics-recorded.event';
export { ListCalendarLessonsQuery, type CalendarLesson } from './queries/list-calendar-lessons/list-calendar-lessons.query';

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MarkAnnouncementReadHandler } from './commands/mark-announcement-read/mark-announcement-read.handler';
import { PostAnnouncementHandler } from './commands/post-announcement/post-announcement.handler';
import { RecordMetricsHandler } from './commands/record-metrics/record-metrics.handler';
import { RecordProgressHandler } from './commands/record-progress/record-progress.handler';
import { ScheduleLessonHandler } from './commands/schedule-lesson/schedule-lesson.handler';
import { AnnouncementRead } from './domain/announcement-read.entity';
import { StudentAnnouncementRow } from './domain/student-announcement.entity';
import { StudentLesson } from './domain/student-lesson.entity';
import { StudentMetric } from './domain/student-metric.entity';
import { StudentProgress } from './domain/student-progress.entity';
import { StudentRoster } from './domain/student-roster';
import { EmailTargetedAnnouncement } from './event-handlers/email-targeted-announcement.handler';
import { RemoveTrainingOfDeletedUser } from './event-handlers/remove-training-of-deleted-user.handler';
import { AdminStudentsController } from './http/admin-students.controller';
import { StudentController } from './http/student.controller';
import { ListCalendarLessonsHandler } from './queries/list-calendar-lessons/list-calendar-lessons.handler';
import { GetStudentMetricsHandler } from './queries/get-student-metrics/get-student-metrics.handler';
import { GetStudentProgressHandler } from './queries/get-student-progress/get-student-progress.handler';
import { ListStudentAnnouncementsHandler } from './queries/list-student-announcements/list-student-announcements.handler';
import { ListUpcomingLessonsHandler } from './queries/list-upcoming-lessons/list-upcoming-lessons.handler';

const controllers = [StudentController, AdminStudentsController];
const commandHandlers = [
  ScheduleLessonHandler,
  RecordProgressHandler,
  PostAnnouncementHandler,
  RecordMetricsHandler,
  MarkAnnouncementReadHandler,
];
const queryHandlers = [
  GetStudentProgressHandler,
  ListUpcomingLessonsHandler,
  ListStudentAnnouncementsHandler,
  GetStudentMetricsHandler,
  ListCalendarLessonsHandler,
];
/** Transactional reactions: they commit with the change that raised the event. */
const eventHandlers = [EmailTargetedAnnouncement, RemoveTrainingOfDeletedUser];

/** Training: the student dashboard and the admin's student management, for students with an active academy membership. */
@Module({
  imports: [TypeOrmModule.forFeature([StudentLesson, StudentProgress, StudentAnnouncementRow, AnnouncementRead, StudentMetric])],
  controllers,
  providers: [...commandHandlers, ...queryHandlers, ...eventHandlers, StudentRoster],
})
export class TrainingModule {}

import { Controller, Get, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  ALL_STUDENTS,
  activeStudentSchema,
  activeStudentsQuerySchema,
  lessonScheduledSchema,
  messageResponseSchema,
  pageOf,
  postAnnouncementSchema,
  recordMetricsSchema,
  recordProgressSchema,
  scheduleLessonSchema,
  studentAnnouncementSentSchema,
  studentRecordSchema,
  type ActiveStudent,
  type ActiveStudentsQuery,
  type LessonScheduled,
  type MessageResponse,
  type Page,
  type PostAnnouncementRequest,
  type RecordMetricsRequest,
  type RecordProgressRequest,
  type ScheduleLessonRequest,
  type StudentAnnouncementSent,
  type StudentMetricsView,
  type StudentProgressView,
  type StudentRecord,
  type UpcomingLesson,
} from '@rallypoint/shared';
import { CurrentUser, Roles, type SessionUser } from '../../../platform/auth';
import { Answers, ParseIdOrZeroPipe, ParseIdPipe, ValidBody, ValidQuery } from '../../../platform/http';
import { PostAnnouncementCommand } from '../commands/post-announcement/post-announcement.command';
import { RecordMetricsCommand } from '../commands/record-metrics/record-metrics.command';
import { RecordProgressCommand } from '../commands/record-progress/record-progress.command';
import { ScheduleLessonCommand } from '../commands/schedule-lesson/schedule-lesson.command';
import { StudentRoster } from '../domain/student-roster';
import { GetStudentMetricsQuery } from '../queries/get-student-metrics/get-student-metrics.query';
import { GetStudentProgressQuery } from '../queries/get-student-progress/get-student-progress.query';
import { ListUpcomingLessonsQuery } from '../queries/list-upcoming-lessons/list-upcoming-lessons.query';

/** The admin's student management (docs/product-rules.md#academies-and-students): admins only; each write targets an active student. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin')
export class AdminStudentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly roster: StudentRoster,
  ) {}

  /** What the student sees on their dashboard, so the admin writes on top of what was entered. */
  @ApiOperation({ summary: "Get a student's progress, metrics and upcoming lessons" })
  @ApiResponse({ status: 409, description: 'The user has no active academy membership.' })
  @Answers(studentRecordSchema)
  @Get('students/:userId/record')
  async record(@Param('userId', ParseIdPipe) userId: number): Promise<StudentRecord> {
    await this.roster.ensureStudentTarget(userId);
    const [progress, metrics, upcomingLessons] = await Promise.all([
      this.queries.execute<GetStudentProgressQuery, StudentProgressView>(new GetStudentProgressQuery(userId)),
      this.queries.execute<GetStudentMetricsQuery, StudentMetricsView>(new GetStudentMetricsQuery(userId)),
      this.queries.execute<ListUpcomingLessonsQuery, UpcomingLesson[]>(new ListUpcomingLessonsQuery(userId)),
    ]);
    return { progress, metrics, upcomingLessons };
  }

  @ApiOperation({ summary: 'List and search the active students' })
  @Answers(pageOf(activeStudentSchema))
  @Get('active-students')
  activeStudents(@ValidQuery(activeStudentsQuerySchema) query: ActiveStudentsQuery): Promise<Page<ActiveStudent>> {
    return this.roster.activeStudents(query);
  }

  @ApiOperation({ summary: 'Schedule a lesson for a student' })
  @ApiResponse({ status: 409, description: 'The user has no active academy membership.' })
  @Answers(lessonScheduledSchema)
  @Post('students/:userId/schedules')
  async schedule(
    @CurrentUser() admin: SessionUser,
    @Param('userId', ParseIdPipe) userId: number,
    @ValidBody(scheduleLessonSchema) body: ScheduleLessonRequest,
  ): Promise<LessonScheduled> {
    const { id } = await this.commands.execute(new ScheduleLessonCommand(admin.id, userId, body));
    return { id, message: 'Lesson scheduled' };
  }

  @ApiOperation({ summary: "Record a student's progress by skill area" })
  @ApiResponse({ status: 409, description: 'The user has no active academy membership.' })
  @Answers(messageResponseSchema)
  @Post('students/:userId/progress')
  async progress(
    @CurrentUser() admin: SessionUser,
    @Param('userId', ParseIdPipe) userId: number,
    @ValidBody(recordProgressSchema) body: RecordProgressRequest,
  ): Promise<MessageResponse> {
    await this.commands.execute(new RecordProgressCommand(admin.id, userId, body));
    return { message: 'Progress updated' };
  }

  /** `userId` 0 means every active student. */
  @ApiOperation({ summary: 'Send an announcement to one student, or to every one (`userId` 0)' })
  @ApiResponse({ status: 409, description: 'The named user has no active academy membership.' })
  @Answers(studentAnnouncementSentSchema)
  @Post('students/:userId/announcements')
  async announce(
    @CurrentUser() admin: SessionUser,
    @Param('userId', ParseIdOrZeroPipe) userId: number,
    @ValidBody(postAnnouncementSchema) body: PostAnnouncementRequest,
  ): Promise<StudentAnnouncementSent> {
    const { id } = await this.commands.execute(
      new PostAnnouncementCommand(admin.id, userId === ALL_STUDENTS ? null : userId, body),
    );
    return { id, message: 'Announcement sent' };
  }

  @ApiOperation({ summary: "Record a student's performance metrics" })
  @ApiResponse({ status: 409, description: 'The user has no active academy membership.' })
  @Answers(messageResponseSchema)
  @Post('students/:userId/metrics')
  async metrics(
    @CurrentUser() admin: SessionUser,
    @Param('userId', ParseIdPipe) userId: number,
    @ValidBody(recordMetricsSchema) body: RecordMetricsRequest,
  ): Promise<MessageResponse> {
    await this.commands.execute(new RecordMetricsCommand(admin.id, userId, body));
    return { message: 'Performance updated' };
  }
}

import { Controller, Get, HttpCode, Param, Patch } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  pageOf,
  pageQuerySchema,
  studentAnnouncementSchema,
  studentMetricsViewSchema,
  studentProgressViewSchema,
  upcomingLessonSchema,
  type Page,
  type PageQuery,
  type StudentAnnouncement,
  type StudentMetricsView,
  type StudentProgressView,
  type UpcomingLesson,
} from '@rallypoint/shared';
import { z } from 'zod';
import { CurrentUser, type SessionUser } from '../../../platform/auth';
import { Answers, ParseIdPipe, ValidQuery } from '../../../platform/http';
import { MarkAnnouncementReadCommand } from '../commands/mark-announcement-read/mark-announcement-read.command';
import { GetStudentMetricsQuery } from '../queries/get-student-metrics/get-student-metrics.query';
import { GetStudentProgressQuery } from '../queries/get-student-progress/get-student-progress.query';
import { ListStudentAnnouncementsQuery } from '../queries/list-student-announcements/list-student-announcements.query';
import { ListUpcomingLessonsQuery } from '../queries/list-upcoming-lessons/list-upcoming-lessons.query';

/** The student dashboard's reads: any signed-in user, answered only with an active membership (403 otherwise). */
@ApiTags('student')
@ApiResponse({ status: 403, description: 'The caller has no active academy membership.' })
@Controller('student')
export class StudentController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiOperation({ summary: "Get the signed-in student's progress" })
  @Answers(studentProgressViewSchema)
  @Get('progress')
  progress(@CurrentUser() user: SessionUser): Promise<StudentProgressView> {
    return this.queries.execute(new GetStudentProgressQuery(user.id));
  }

  @ApiOperation({ summary: "List the signed-in student's upcoming lessons" })
  @Answers(z.array(upcomingLessonSchema))
  @Get('lessons/upcoming')
  upcomingLessons(@CurrentUser() user: SessionUser): Promise<UpcomingLesson[]> {
    return this.queries.execute(new ListUpcomingLessonsQuery(user.id));
  }

  @ApiOperation({ summary: 'List the announcements sent to the signed-in student' })
  @Answers(pageOf(studentAnnouncementSchema))
  @Get('announcements')
  announcements(
    @CurrentUser() user: SessionUser,
    @ValidQuery(pageQuerySchema) page: PageQuery,
  ): Promise<Page<StudentAnnouncement>> {
    return this.queries.execute(new ListStudentAnnouncementsQuery(user.id, page));
  }

  @ApiOperation({ summary: 'Mark a student announcement as read' })
  @Patch('announcements/:id/read')
  @HttpCode(204)
  async markRead(@CurrentUser() user: SessionUser, @Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.commands.execute(new MarkAnnouncementReadCommand(user.id, id));
  }

  @ApiOperation({ summary: "Get the signed-in student's performance metrics" })
  @Answers(studentMetricsViewSchema)
  @Get('metrics')
  metrics(@CurrentUser() user: SessionUser): Promise<StudentMetricsView> {
    return this.queries.execute(new GetStudentMetricsQuery(user.id));
  }
}

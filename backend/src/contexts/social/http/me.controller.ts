import { Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  calendarFeedSchema,
  calendarFeedStatusSchema,
  ICALENDAR_CONTENT_TYPE,
  pageQuerySchema,
  playerUpdatePageSchema,
  updatesMarkedReadSchema,
  type CalendarFeed,
  type CalendarFeedStatus,
  type PageQuery,
  type PlayerUpdatePage,
  type UpdatesMarkedRead,
} from '@rallypoint/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CurrentUser, Public, type SessionUser } from '../../../platform/auth';
import { Answers, answerConditionally, ParseIdPipe, ValidQuery } from '../../../platform/http';
import { fieldRefusal, refuse } from '../../../platform/rules';
import { MarkAllUpdatesReadCommand } from '../commands/mark-all-updates-read/mark-all-updates-read.command';
import { MarkUpdateReadCommand } from '../commands/mark-update-read/mark-update-read.command';
import { RenewCalendarFeedCommand } from '../commands/renew-calendar-feed/renew-calendar-feed.command';
import { RevokeCalendarFeedCommand } from '../commands/revoke-calendar-feed/revoke-calendar-feed.command';
import { CALENDAR_TOKEN } from '../domain/calendar/calendar-token';
import { GetCalendarFeedQuery } from '../queries/get-calendar-feed/get-calendar-feed.query';
import { GetPersonalCalendarQuery } from '../queries/get-personal-calendar/get-personal-calendar.query';
import { ListUpdatesQuery } from '../queries/list-updates/list-updates.query';

/** The signed-in person's own things: their updates and their private calendar address. */
@ApiTags('me')
@Controller()
export class MeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiOperation({ summary: "List the signed-in user's updates, with the unread count" })
  @Answers(playerUpdatePageSchema)
  @Get('me/updates')
  updates(@CurrentUser() user: SessionUser, @ValidQuery(pageQuerySchema) page: PageQuery): Promise<PlayerUpdatePage> {
    return this.queries.execute(new ListUpdatesQuery(user.id, page));
  }

  @ApiOperation({ summary: 'Mark an update as read' })
  @HttpCode(204)
  @Patch('me/updates/:id/read')
  async markRead(@CurrentUser() user: SessionUser, @Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.commands.execute(new MarkUpdateReadCommand(user.id, id));
  }

  @ApiOperation({ summary: "Mark all of the signed-in user's updates as read" })
  @HttpCode(200)
  @Answers(updatesMarkedReadSchema)
  @Post('me/updates/read-all')
  async markAllRead(@CurrentUser() user: SessionUser): Promise<UpdatesMarkedRead> {
    return { marked: await this.commands.execute(new MarkAllUpdatesReadCommand(user.id)) };
  }

  /** Only whether there is one: the address is shown once, when made or renewed (its token is kept as a hash). */
  @ApiOperation({ summary: 'Whether the signed-in user has a private calendar address, and since when' })
  @Answers(calendarFeedStatusSchema)
  @Get('me/calendar')
  calendarFeed(@CurrentUser() user: SessionUser): Promise<CalendarFeedStatus> {
    return this.queries.execute(new GetCalendarFeedQuery(user.id));
  }

  /** Creates the address, or renews it (the old one stops working); this answer is the only place it is shown. */
  @ApiOperation({ summary: 'Create or renew the private calendar address (the old one stops working; shown only here)' })
  @HttpCode(200)
  @Answers(calendarFeedSchema)
  @Post('me/calendar')
  renewCalendarFeed(@CurrentUser() user: SessionUser): Promise<CalendarFeed> {
    return this.commands.execute(new RenewCalendarFeedCommand(user.id));
  }

  @ApiOperation({ summary: 'Turn off the private calendar address' })
  @HttpCode(204)
  @Delete('me/calendar')
  async revokeCalendarFeed(@CurrentUser() user: SessionUser): Promise<void> {
    await this.commands.execute(new RevokeCalendarFeedCommand(user.id));
  }

  /** Read by calendar apps, which carry no session: the secret address is the key. Pollers get 304 until it changes. */
  @ApiOperation({ summary: 'Download a personal calendar (iCalendar) by its secret address' })
  @ApiResponse({
    status: 404,
    description: 'No calendar at this address: unknown, renewed, turned off, or its account deactivated.',
  })
  @ApiResponse({ status: 200, description: 'The calendar, with its ETag and Last-Modified.' })
  @ApiResponse({ status: 304, description: 'Unchanged since the copy named by If-None-Match or If-Modified-Since.' })
  @Public()
  @Header('Content-Type', ICALENDAR_CONTENT_TYPE)
  @Header('Cache-Control', 'private, max-age=300')
  @Answers(z.string(), 'text/calendar')
  @Get('calendar/:file')
  async personalCalendar(
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
    if (!CALENDAR_TOKEN.test(token)) refuse(fieldRefusal({ file: ['Not a calendar address'] }));
    return answerConditionally(request, reply, await this.queries.execute(new GetPersonalCalendarQuery(token)));
  }
}

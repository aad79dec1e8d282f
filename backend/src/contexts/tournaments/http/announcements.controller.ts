import { Controller, Get, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  pageQuerySchema,
  tournamentAnnouncementSchema,
  type AnnouncementPosted,
  type Page,
  type PageQuery,
  type TournamentAnnouncementInput,
  type TournamentAnnouncement,
  announcementOnPageSchema,
  announcementPostedSchema,
  pageOf,
} from '@rallypoint/shared';
import { CurrentUser, Public, Roles, type SessionUser, viewerOf } from '../../../platform/auth';
import { Answers, ParseIdPipe, ValidBody, ValidQuery } from '../../../platform/http';
import { PostAnnouncementCommand, type AnnouncementReceipt } from '../commands/post-announcement/post-announcement.command';
import { ListTournamentAnnouncementsQuery } from '../queries/list-tournament-announcements/list-tournament-announcements.query';

export const ANNOUNCEMENT_POSTED_MESSAGE = 'Announcement posted';

/** What an organizer tells a tournament's players: e-mailed to each, and kept on the tournament's public page. */
@ApiTags('tournament announcements')
@Controller('tournaments/:id/announcements')
export class AnnouncementsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiOperation({ summary: "Post an announcement to a tournament's players" })
  @ApiResponse({ status: 409, description: 'The tournament is not approved yet.' })
  @Roles('organizer', 'admin')
  @Answers(announcementPostedSchema)
  @Post()
  async post(
    @Param('id', ParseIdPipe) id: number,
    @ValidBody(tournamentAnnouncementSchema) body: TournamentAnnouncementInput,
    @CurrentUser() user: SessionUser,
  ): Promise<AnnouncementPosted> {
    const receipt = await this.commands.execute<PostAnnouncementCommand, AnnouncementReceipt>(
      new PostAnnouncementCommand(id, user, body),
    );
    return { message: ANNOUNCEMENT_POSTED_MESSAGE, ...receipt };
  }

  @ApiOperation({ summary: "List a tournament's announcements" })
  @Public()
  @Answers(pageOf(announcementOnPageSchema))
  @Get()
  list(
    @Param('id', ParseIdPipe) id: number,
    @ValidQuery(pageQuerySchema) page: PageQuery,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<Page<TournamentAnnouncement>> {
    return this.queries.execute(new ListTournamentAnnouncementsQuery(id, viewerOf(user), page));
  }
}

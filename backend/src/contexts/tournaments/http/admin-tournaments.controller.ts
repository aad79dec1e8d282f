import { Controller, Delete, Get, Param, Patch } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  approvalDecisionSchema,
  tournamentListQuerySchema,
  type ApprovalRequest,
  type MessageResponse,
  type Page,
  type TournamentDetail,
  type TournamentListQuery,
  messageResponseSchema,
  pageOf,
  tournamentDetailSchema,
  viewedTournamentSchema,
  type ViewedTournament,
} from '@rallypoint/shared';
import { CurrentUser, Roles, type SessionUser } from '../../../platform/auth';
import { Answers, ParseIdPipe, ValidBody, ValidQuery } from '../../../platform/http';
import { AdminDeleteTournamentCommand } from '../commands/admin-delete-tournament/admin-delete-tournament.command';
import { DecideTournamentApprovalCommand } from '../commands/decide-tournament-approval/decide-tournament-approval.command';
import { ListAllTournamentsQuery } from '../queries/list-all-tournaments/list-all-tournaments.query';
import { ViewTournamentQuery } from '../queries/view-tournament/view-tournament.query';

@ApiTags('admin')
@Roles('admin')
@Controller('admin/tournaments')
export class AdminTournamentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiOperation({ summary: 'List every tournament for review, by status and search' })
  @Answers(pageOf(tournamentDetailSchema))
  @Get()
  all(@ValidQuery(tournamentListQuerySchema) query: TournamentListQuery): Promise<Page<TournamentDetail>> {
    return this.queries.execute(new ListAllTournamentsQuery(query));
  }

  @ApiOperation({ summary: 'Approve or reject a pending tournament' })
  @ApiResponse({ status: 409, description: 'The tournament was already approved or rejected.' })
  @Answers(viewedTournamentSchema)
  @Patch(':id/approval')
  async decide(
    @Param('id', ParseIdPipe) id: number,
    @ValidBody(approvalDecisionSchema) body: ApprovalRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<ViewedTournament> {
    await this.commands.execute(new DecideTournamentApprovalCommand(id, user.id, body.status));
    return this.queries.execute(ViewTournamentQuery.by(id, user));
  }

  @ApiOperation({ summary: 'Delete any tournament' })
  @Answers(messageResponseSchema)
  @Delete(':id')
  async delete(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<MessageResponse> {
    await this.commands.execute(new AdminDeleteTournamentCommand(id, user.id));
    return { message: 'Tournament deleted' };
  }
}

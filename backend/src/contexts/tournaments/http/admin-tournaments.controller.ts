import { Body, Controller, Delete, Get, Param, Patch } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { MessageResponse, TournamentDetail } from '@rallypoint/shared';
import { CurrentUser, Roles, type SessionUser } from '../../../platform/auth';
import { ParseIdPipe } from '../../../platform/http';
import { AdminDeleteTournamentCommand } from '../commands/admin-delete-tournament/admin-delete-tournament.command';
import { DecideTournamentApprovalCommand } from '../commands/decide-tournament-approval/decide-tournament-approval.command';
import { DecideTournamentApprovalRequestDto } from '../commands/decide-tournament-approval/decide-tournament-approval.request.dto';
import { ListAllTournamentsQuery } from '../queries/list-all-tournaments/list-all-tournaments.query';
import { ViewTournamentQuery } from '../queries/view-tournament/view-tournament.query';
import { viewerOf } from './viewer-of';

@ApiTags('admin')
@Roles('admin')
@Controller('admin/tournaments')
export class AdminTournamentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  all(): Promise<TournamentDetail[]> {
    return this.queries.execute(new ListAllTournamentsQuery());
  }

  @Patch(':id/approval')
  async decide(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: DecideTournamentApprovalRequestDto,
    @CurrentUser() user: SessionUser,
  ): Promise<TournamentDetail> {
    await this.commands.execute(new DecideTournamentApprovalCommand(id, user.id, body.status));
    return this.queries.execute(new ViewTournamentQuery(id, viewerOf(user)));
  }

  @Delete(':id')
  async delete(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<MessageResponse> {
    await this.commands.execute(new AdminDeleteTournamentCommand(id, user.id));
    return { message: 'Tournament deleted' };
  }
}

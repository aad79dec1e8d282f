import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { AvailableTournament, MessageResponse, TournamentDetail, TournamentSummary } from '@rallypoint/shared';
import { CurrentUser, Public, Roles, type SessionUser } from '../../../platform/auth';
import { ParseIdPipe } from '../../../platform/http';
import { CreateTournamentCommand } from '../commands/create-tournament/create-tournament.command';
import { CreateTournamentRequestDto } from '../commands/create-tournament/create-tournament.request.dto';
import { DeleteOwnTournamentCommand } from '../commands/delete-own-tournament/delete-own-tournament.command';
import { UpdateTournamentCommand } from '../commands/update-tournament/update-tournament.command';
import { UpdateTournamentRequestDto } from '../commands/update-tournament/update-tournament.request.dto';
import { ListAvailableTournamentsQuery } from '../queries/list-available-tournaments/list-available-tournaments.query';
import { ListMyTournamentsQuery } from '../queries/list-my-tournaments/list-my-tournaments.query';
import { ViewTournamentQuery } from '../queries/view-tournament/view-tournament.query';
import { viewerOf } from './viewer-of';

/** Organizers' tournaments and the tournament pages. 'my-tournaments' is declared before ':id' so it is not read as an id. */
@ApiTags('tournaments')
@Controller('tournaments')
export class TournamentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Roles('organizer')
  @Post()
  async create(@Body() body: CreateTournamentRequestDto, @CurrentUser() user: SessionUser): Promise<TournamentDetail> {
    const id = await this.commands.execute(new CreateTournamentCommand(user.id, body));
    return this.queries.execute(new ViewTournamentQuery(id, viewerOf(user)));
  }

  @Get()
  available(@CurrentUser() user: SessionUser): Promise<AvailableTournament[]> {
    return this.queries.execute(new ListAvailableTournamentsQuery(user.id));
  }

  @Roles('organizer')
  @Get('my-tournaments')
  mine(@CurrentUser() user: SessionUser): Promise<TournamentSummary[]> {
    return this.queries.execute(new ListMyTournamentsQuery(user.id));
  }

  /** Public: the registration page shows it to people who are not signed in. */
  @Public()
  @Get(':id')
  view(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser | undefined): Promise<TournamentDetail> {
    return this.queries.execute(new ViewTournamentQuery(id, viewerOf(user)));
  }

  @Roles('organizer')
  @Patch(':id')
  async update(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateTournamentRequestDto,
    @CurrentUser() user: SessionUser,
  ): Promise<TournamentDetail> {
    await this.commands.execute(new UpdateTournamentCommand(id, user.id, body));
    return this.queries.execute(new ViewTournamentQuery(id, viewerOf(user)));
  }

  @Roles('organizer')
  @Delete(':id')
  async delete(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<MessageResponse> {
    await this.commands.execute(new DeleteOwnTournamentCommand(id, user.id));
    return { message: 'Tournament deleted' };
  }
}

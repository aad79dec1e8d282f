import { Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  availableTournamentsQuerySchema,
  tournamentListQuerySchema,
  type AvailableTournament,
  type AvailableTournamentsQuery,
  type MessageResponse,
  type MyTournamentsPage,
  type Page,
  type TournamentListQuery,
  createTournamentRequestSchema,
  updateTournamentRequestSchema,
  type CreateTournamentBody,
  type UpdateTournamentBody,
  type ViewedTournament,
  availableTournamentSchema,
  messageResponseSchema,
  myTournamentsPageSchema,
  pageOf,
  viewedTournamentSchema,
} from '@rallypoint/shared';
import { CurrentUser, Public, Roles, type SessionUser } from '../../../platform/auth';
import { Answers, ParseIdPipe, ValidBody, ValidQuery } from '../../../platform/http';
import { CreateTournamentCommand } from '../commands/create-tournament/create-tournament.command';
import { DeleteOwnTournamentCommand } from '../commands/delete-own-tournament/delete-own-tournament.command';
import { UpdateTournamentCommand } from '../commands/update-tournament/update-tournament.command';
import { ListAvailableTournamentsQuery } from '../queries/list-available-tournaments/list-available-tournaments.query';
import { ListMyTournamentsQuery } from '../queries/list-my-tournaments/list-my-tournaments.query';
import { ViewTournamentQuery } from '../queries/view-tournament/view-tournament.query';

/** Organizers' tournaments and the tournament pages. 'my-tournaments' is declared before ':id' so it is not read as an id. */
@ApiTags('tournaments')
@Controller('tournaments')
export class TournamentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiOperation({ summary: 'Create a tournament for admin approval' })
  @Roles('organizer')
  @Answers(viewedTournamentSchema)
  @Post()
  async create(
    @ValidBody(createTournamentRequestSchema) body: CreateTournamentBody,
    @CurrentUser() user: SessionUser,
  ): Promise<ViewedTournament> {
    const id = await this.commands.execute(new CreateTournamentCommand(user.id, body));
    return this.queries.execute(ViewTournamentQuery.by(id, user));
  }

  @ApiOperation({ summary: 'List the approved tournaments, saying where the caller is enrolled or waiting' })
  @Answers(pageOf(availableTournamentSchema))
  @Get()
  available(
    @ValidQuery(availableTournamentsQuerySchema) query: AvailableTournamentsQuery,
    @CurrentUser() user: SessionUser,
  ): Promise<Page<AvailableTournament>> {
    return this.queries.execute(new ListAvailableTournamentsQuery(user.id, query));
  }

  @ApiOperation({ summary: "List the signed-in organizer's tournaments" })
  @Roles('organizer')
  @Answers(myTournamentsPageSchema)
  @Get('my-tournaments')
  mine(
    @ValidQuery(tournamentListQuerySchema) query: TournamentListQuery,
    @CurrentUser() user: SessionUser,
  ): Promise<MyTournamentsPage> {
    return this.queries.execute(new ListMyTournamentsQuery(user.id, query));
  }

  /** Public: the registration page shows it to people who are not signed in. */
  @ApiOperation({ summary: "Get a tournament's details" })
  @Public()
  @Answers(viewedTournamentSchema)
  @Get(':id')
  view(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser | undefined): Promise<ViewedTournament> {
    return this.queries.execute(ViewTournamentQuery.by(id, user));
  }

  @ApiOperation({ summary: 'Edit your own tournament until play starts' })
  @ApiResponse({ status: 409, description: 'The tournament has started or ended and can no longer be edited.' })
  @Roles('organizer')
  @Answers(viewedTournamentSchema)
  @Patch(':id')
  async update(
    @Param('id', ParseIdPipe) id: number,
    @ValidBody(updateTournamentRequestSchema) body: UpdateTournamentBody,
    @CurrentUser() user: SessionUser,
  ): Promise<ViewedTournament> {
    await this.commands.execute(new UpdateTournamentCommand(id, user.id, body));
    return this.queries.execute(ViewTournamentQuery.by(id, user));
  }

  @ApiOperation({ summary: 'Delete your own tournament while nobody is enrolled' })
  @ApiResponse({ status: 409, description: 'Players are enrolled in the tournament.' })
  @Roles('organizer')
  @Answers(messageResponseSchema)
  @Delete(':id')
  async delete(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<MessageResponse> {
    await this.commands.execute(new DeleteOwnTournamentCommand(id, user.id));
    return { message: 'Tournament deleted' };
  }
}

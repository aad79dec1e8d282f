import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import {
  tournamentParticipantsQuerySchema,
  type MessageResponse,
  type Page,
  type TournamentEnrollment,
  type TournamentParticipant,
  type TournamentParticipantsQuery,
  type WaitlistJoined,
} from '@rallypoint/shared';
import { CurrentUser, Roles, type SessionUser, viewerOf } from '../../../platform/auth';
import { ParseIdPipe, ValidQuery } from '../../../platform/http';
import { EnrollPlayerCommand } from '../commands/enroll-player/enroll-player.command';
import { JoinWaitlistCommand } from '../commands/join-waitlist/join-waitlist.command';
import { LeaveWaitlistCommand } from '../commands/leave-waitlist/leave-waitlist.command';
import { WithdrawPlayerCommand } from '../commands/withdraw-player/withdraw-player.command';
import type { EnrolledTournament } from '../queries/list-my-enrolled-tournaments/list-my-enrolled-tournaments.query';
import { ListMyEnrolledTournamentsQuery } from '../queries/list-my-enrolled-tournaments/list-my-enrolled-tournaments.query';
import { ListMyEnrollmentsQuery } from '../queries/list-my-enrollments/list-my-enrollments.query';
import { ViewTournamentParticipantsQuery } from '../queries/view-tournament-participants/view-tournament-participants.query';

export const ENROLLED_MESSAGE = 'You are enrolled in this tournament';
export const WITHDRAWN_MESSAGE = 'You have withdrawn from this tournament';

/** Players taking and giving back places, queueing for one when full, and who is in which tournament. */
@ApiTags('tournaments')
@Controller()
export class ParticipationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Roles('player')
  @Post('tournaments/:id/enroll')
  async enroll(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<MessageResponse> {
    await this.commands.execute(new EnrollPlayerCommand(id, user.id));
    return { message: ENROLLED_MESSAGE };
  }

  @Roles('player')
  @Delete('tournaments/:id/withdraw')
  async withdraw(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<MessageResponse> {
    await this.commands.execute(new WithdrawPlayerCommand(id, user.id));
    return { message: WITHDRAWN_MESSAGE };
  }

  /** Only for a tournament with no free place; answers the player's place in line (1 = next to get a place). */
  @Roles('player')
  @Post('tournaments/:id/waitlist')
  async joinWaitlist(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<WaitlistJoined> {
    return { position: await this.commands.execute(new JoinWaitlistCommand(id, user.id)) };
  }

  @Roles('player')
  @Delete('tournaments/:id/waitlist')
  @HttpCode(204)
  async leaveWaitlist(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commands.execute(new LeaveWaitlistCommand(id, user.id));
  }

  @Get('tournaments/:tournamentId/participants')
  participants(
    @Param('tournamentId', ParseIdPipe) tournamentId: number,
    @ValidQuery(tournamentParticipantsQuerySchema) query: TournamentParticipantsQuery,
    @CurrentUser() user: SessionUser,
  ): Promise<Page<TournamentParticipant>> {
    return this.queries.execute(new ViewTournamentParticipantsQuery(tournamentId, viewerOf(user), query));
  }

  @Get('my-tournament-enrollments')
  myEnrollments(@CurrentUser() user: SessionUser): Promise<TournamentEnrollment[]> {
    return this.queries.execute(new ListMyEnrollmentsQuery(user.id));
  }

  @Get('user/tournaments')
  myTournaments(@CurrentUser() user: SessionUser): Promise<EnrolledTournament[]> {
    return this.queries.execute(new ListMyEnrolledTournamentsQuery(user.id, user.email));
  }
}

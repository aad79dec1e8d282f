import { z } from 'zod';
import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  tournamentParticipantsQuerySchema,
  type MessageResponse,
  type Page,
  type TournamentEnrollment,
  type TournamentParticipant,
  type TournamentParticipantsQuery,
  type WaitlistJoined,
  enrolledTournamentSchema,
  messageResponseSchema,
  pageOf,
  tournamentEnrollmentSchema,
  tournamentParticipantSchema,
  waitlistJoinedSchema,
} from '@rallypoint/shared';
import { CurrentUser, Roles, type SessionUser, viewerOf } from '../../../platform/auth';
import { Answers, ParseIdPipe, ValidQuery } from '../../../platform/http';
import { EnrollPlayerCommand } from '../commands/enroll-player/enroll-player.command';
import { JoinWaitlistCommand } from '../commands/join-waitlist/join-waitlist.command';
import { LeaveWaitlistCommand } from '../commands/leave-waitlist/leave-waitlist.command';
import { WithdrawEntryCommand } from '../commands/withdraw-entry/withdraw-entry.command';
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

  @ApiOperation({ summary: 'Enroll in a tournament' })
  @ApiResponse({
    status: 409,
    description:
      'Already enrolled, enrollment is closed (started, ended or past the deadline), the tournament is full, or players are waiting for a place.',
  })
  @Roles('player')
  @Answers(messageResponseSchema)
  @Post('tournaments/:id/enroll')
  async enroll(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<MessageResponse> {
    await this.commands.execute(new EnrollPlayerCommand(id, user.id));
    return { message: ENROLLED_MESSAGE };
  }

  @ApiOperation({ summary: 'Withdraw from a tournament before it starts' })
  @ApiResponse({ status: 409, description: 'Withdrawal is closed: the tournament has started or ended.' })
  @Roles('player')
  @Answers(messageResponseSchema)
  @Delete('tournaments/:id/withdraw')
  async withdraw(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<MessageResponse> {
    await this.commands.execute(new WithdrawPlayerCommand(id, user.id));
    return { message: WITHDRAWN_MESSAGE };
  }

  /**
   * The organizer (or an admin) withdraws any entry at any time: its place goes to the first in line while the line is
   * open, and its remaining matches become walkovers (docs/decisions/0013).
   */
  @ApiOperation({ summary: 'Withdraw an entry from your tournament (its organizer or an admin)' })
  @ApiResponse({ status: 404, description: 'No such entry in this tournament, or the tournament is not yours to manage.' })
  @ApiResponse({ status: 409, description: 'The entry has withdrawn already.' })
  @Roles('organizer', 'admin')
  @Delete('tournaments/:id/entries/:entryId')
  @HttpCode(204)
  async withdrawEntry(
    @Param('id', ParseIdPipe) id: number,
    @Param('entryId', ParseIdPipe) entryId: number,
    @CurrentUser() user: SessionUser,
  ): Promise<void> {
    await this.commands.execute(new WithdrawEntryCommand(id, entryId, viewerOf(user)));
  }

  /** Only for a tournament with no free place; answers the player's place in line (1 = next to get a place). */
  @ApiOperation({ summary: "Join a full tournament's waitlist" })
  @ApiResponse({
    status: 409,
    description: 'Already enrolled or waiting, enrollment is closed, or a place is still free (enroll instead).',
  })
  @Roles('player')
  @Answers(waitlistJoinedSchema)
  @Post('tournaments/:id/waitlist')
  async joinWaitlist(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<WaitlistJoined> {
    return { position: await this.commands.execute(new JoinWaitlistCommand(id, user.id)) };
  }

  @ApiOperation({ summary: "Leave a tournament's waitlist" })
  @Roles('player')
  @Delete('tournaments/:id/waitlist')
  @HttpCode(204)
  async leaveWaitlist(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commands.execute(new LeaveWaitlistCommand(id, user.id));
  }

  @ApiOperation({ summary: 'List the entries holding a place in a tournament (made by the form or by Enroll)' })
  @Answers(pageOf(tournamentParticipantSchema))
  @Get('tournaments/:tournamentId/participants')
  participants(
    @Param('tournamentId', ParseIdPipe) tournamentId: number,
    @ValidQuery(tournamentParticipantsQuerySchema) query: TournamentParticipantsQuery,
    @CurrentUser() user: SessionUser,
  ): Promise<Page<TournamentParticipant>> {
    return this.queries.execute(new ViewTournamentParticipantsQuery(tournamentId, viewerOf(user), query));
  }

  @ApiOperation({ summary: "List the signed-in player's tournament enrollments" })
  @Answers(z.array(tournamentEnrollmentSchema))
  @Get('my-tournament-enrollments')
  myEnrollments(@CurrentUser() user: SessionUser): Promise<TournamentEnrollment[]> {
    return this.queries.execute(new ListMyEnrollmentsQuery(user.id));
  }

  @ApiOperation({ summary: 'List the tournaments the signed-in user takes part in' })
  @Answers(z.array(enrolledTournamentSchema))
  @Get('user/tournaments')
  myTournaments(@CurrentUser() user: SessionUser): Promise<EnrolledTournament[]> {
    return this.queries.execute(new ListMyEnrolledTournamentsQuery(user.id));
  }
}

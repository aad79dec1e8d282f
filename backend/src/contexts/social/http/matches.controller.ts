import { Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  createdIdSchema,
  DEFAULT_MATCH_DURATION,
  freePlayMatchSchema,
  matchesQuerySchema,
  matchInviteSchema,
  matchPageSchema,
  matchResponseSchema,
  messageResponseSchema,
  tournamentMatchSchema,
  type CreatedId,
  type FreePlayMatchInput,
  type MatchesQueryInput,
  type MatchInviteInput,
  type MatchPage,
  type MatchResponseInput,
  type MessageResponse,
  type TournamentMatchInput,
} from '@rallypoint/shared';
import { CurrentUser, Roles, type SessionUser } from '../../../platform/auth';
import { Answers, ParseIdPipe, ValidBody, ValidQuery } from '../../../platform/http';
import { AnswerMatchCommand } from '../commands/answer-match/answer-match.command';
import { MatchProposal, ProposeMatchCommand } from '../commands/propose-match/propose-match.command';
import { ListMatchesQuery } from '../queries/list-matches/list-matches.query';

const PROPOSED = 'Match invitation sent';

/** Scheduling and answering matches is for players (docs/product-rules.md#social); anyone signed in may list their own. */
@ApiTags('social')
@Controller('matches')
export class MatchesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiOperation({ summary: 'Invite another player to a match' })
  @ApiResponse({ status: 409, description: 'You or the opponent already have a match that overlaps this time.' })
  @Roles('player')
  @Answers(createdIdSchema)
  @Post('invite')
  invite(@ValidBody(matchInviteSchema) body: MatchInviteInput, @CurrentUser() user: SessionUser): Promise<CreatedId> {
    return this.propose(user, { ...body, matchType: 'invite', tournamentId: null, duration: DEFAULT_MATCH_DURATION });
  }

  @ApiOperation({ summary: 'Propose a match against a fellow participant of a tournament' })
  @ApiResponse({ status: 409, description: 'You or the opponent already have a match that overlaps this time.' })
  @Roles('player')
  @Answers(createdIdSchema)
  @Post('tournament/schedule')
  scheduleTournamentMatch(
    @ValidBody(tournamentMatchSchema) body: TournamentMatchInput,
    @CurrentUser() user: SessionUser,
  ): Promise<CreatedId> {
    return this.propose(user, { ...body, sport: null, duration: DEFAULT_MATCH_DURATION });
  }

  @ApiOperation({ summary: 'Propose a free-play match of a chosen length' })
  @ApiResponse({ status: 409, description: 'You or the opponent already have a match that overlaps this time.' })
  @Roles('player')
  @Answers(createdIdSchema)
  @Post('freeplay/schedule')
  scheduleFreePlay(
    @ValidBody(freePlayMatchSchema) body: FreePlayMatchInput,
    @CurrentUser() user: SessionUser,
  ): Promise<CreatedId> {
    return this.propose(user, { ...body, tournamentId: null });
  }

  @ApiOperation({ summary: "List the signed-in user's matches and invitations" })
  @Answers(matchPageSchema)
  @Get()
  list(@ValidQuery(matchesQuerySchema) filter: MatchesQueryInput, @CurrentUser() user: SessionUser): Promise<MatchPage> {
    return this.queries.execute(new ListMatchesQuery(user.id, filter));
  }

  @ApiOperation({ summary: 'Accept or decline a match invitation' })
  @ApiResponse({ status: 409, description: 'The invitation was already answered, or its date has passed.' })
  @Roles('player')
  @Answers(messageResponseSchema)
  @Patch(':id/response')
  async respond(
    @Param('id', ParseIdPipe) id: number,
    @ValidBody(matchResponseSchema) body: MatchResponseInput,
    @CurrentUser() user: SessionUser,
  ): Promise<MessageResponse> {
    await this.commands.execute(new AnswerMatchCommand(user.id, id, body.response));
    return { message: body.response === 'accepted' ? 'Match invitation accepted' : 'Match invitation declined' };
  }

  private async propose(user: SessionUser, proposal: MatchProposal): Promise<CreatedId> {
    const id = await this.commands.execute(new ProposeMatchCommand(user.id, proposal));
    return { id, message: PROPOSED };
  }
}

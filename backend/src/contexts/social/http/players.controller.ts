import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { findPlayersQuerySchema, type FindPlayersQueryInput, type FoundPlayer, type Page } from '@rallypoint/shared';
import { CurrentUser, type SessionUser } from '../../../platform/auth';
import { ZodQuery } from '../../../platform/http';
import { FindPlayersQuery } from '../../identity';

/** Find Players, for any signed-in user (decisions.md "Privacy": the spec's Player fields, signed in only). */
@ApiTags('social')
@Controller('players')
export class PlayersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('find')
  find(
    @Query(new ZodQuery(findPlayersQuerySchema)) filter: FindPlayersQueryInput,
    @CurrentUser() user: SessionUser,
  ): Promise<Page<FoundPlayer>> {
    return this.queries.execute(new FindPlayersQuery(filter, user.id));
  }
}

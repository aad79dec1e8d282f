import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  findPlayersQuerySchema,
  foundPlayerSchema,
  pageOf,
  type FindPlayersQueryInput,
  type FoundPlayer,
  type Page,
} from '@rallypoint/shared';
import { CurrentUser, type SessionUser } from '../../../platform/auth';
import { Answers, ValidQuery } from '../../../platform/http';
import { GetPlayerRatingsQuery, ListRatedPlayerIdsQuery, type UserSportRating } from '../../ratings';
import { FindPlayersQuery } from '../../identity';

/** Find Players, for any signed-in user: each player's fields and ratings; contacts for admins only (docs/product-rules.md#privacy). */
@ApiTags('social')
@Controller('players')
export class PlayersController {
  constructor(private readonly queries: QueryBus) {}

  @ApiOperation({ summary: 'Find players by name, sport, level or rating, with their ratings' })
  @Answers(pageOf(foundPlayerSchema))
  @Get('find')
  async find(
    @ValidQuery(findPlayersQuerySchema) filter: FindPlayersQueryInput,
    @CurrentUser() user: SessionUser,
  ): Promise<Page<FoundPlayer>> {
    const byRating =
      filter.sport && (filter.sort === 'rating' || filter.minRating !== undefined || filter.maxRating !== undefined);
    const rated = byRating
      ? await this.queries.execute(new ListRatedPlayerIdsQuery(filter.sport!, filter.minRating, filter.maxRating))
      : undefined;
    const ranged = filter.minRating !== undefined || filter.maxRating !== undefined;
    const page = await this.queries.execute(
      new FindPlayersQuery(filter, user.id, user.role === 'admin', rated && { ids: rated, only: ranged }),
    );
    const ratings = await this.queries.execute<GetPlayerRatingsQuery, UserSportRating[]>(
      new GetPlayerRatingsQuery(page.items.map((p) => p.id)),
    );
    return {
      ...page,
      items: page.items.map((player) => ({
        ...player,
        ratings: ratings.filter((r) => r.userId === player.id).map(({ userId: _, ...rating }) => rating),
      })),
    };
  }
}

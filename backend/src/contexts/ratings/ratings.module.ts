import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RebuildRatingsHandler } from './commands/rebuild-ratings/rebuild-ratings.handler';
import { PlayerRatingRow } from './domain/player-rating.entity';
import { RatingPointRow } from './domain/rating-point.entity';
import { RatingsProjection } from './domain/ratings-projection';
import { RatingSportRow } from './domain/rating-sport.entity';
import { UpdateRatingsWhenResultsChange } from './event-handlers/update-ratings-when-results-change.handler';
import { RatingsController } from './http/ratings.controller';
import { GetPlayerRatingsHandler } from './queries/get-player-ratings/get-player-ratings.handler';
import { GetRatingTrendsHandler } from './queries/get-rating-trends/get-rating-trends.handler';
import { GetTournamentPlayerRatingsHandler } from './queries/get-tournament-player-ratings/get-tournament-player-ratings.handler';
import { ListResultRatingChangesHandler } from './queries/list-result-rating-changes/list-result-rating-changes.handler';
import { ListRatedPlayerIdsHandler } from './queries/list-rated-player-ids/list-rated-player-ids.handler';

/**
 * Players' ratings per sport and their trends: a projection of the approved results, which it reads through the
 * results' queries and follows through their events (docs/results-and-ratings.md).
 */
@Module({
  imports: [TypeOrmModule.forFeature([PlayerRatingRow, RatingPointRow, RatingSportRow])],
  controllers: [RatingsController],
  providers: [
    RebuildRatingsHandler,
    GetPlayerRatingsHandler,
    GetRatingTrendsHandler,
    GetTournamentPlayerRatingsHandler,
    ListRatedPlayerIdsHandler,
    ListResultRatingChangesHandler,
    UpdateRatingsWhenResultsChange,
    RatingsProjection,
  ],
})
export class RatingsModule {}

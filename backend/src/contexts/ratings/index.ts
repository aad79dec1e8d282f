/** The ratings context's public surface. */
export { RatingsModule } from './ratings.module';
export { GetPlayerRatingsQuery, type UserSportRating } from './queries/get-player-ratings/get-player-ratings.query';
export { ListRatedPlayerIdsQuery } from './queries/list-rated-player-ids/list-rated-player-ids.query';
export { RebuildRatingsCommand, type RatingsRebuildSummary } from './commands/rebuild-ratings/rebuild-ratings.command';

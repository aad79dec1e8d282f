import type { z } from 'zod';
import type * as schemas from './schemas/ratings';

export type SportRating = z.output<typeof schemas.sportRatingSchema>;

export type RatingPoint = z.output<typeof schemas.ratingPointSchema>;

export type RatingChange = z.output<typeof schemas.ratingChangeSchema>;

export type PlayerRatings = z.output<typeof schemas.playerRatingsSchema>;

/** What Find Players orders by. */
export const PLAYER_SORTS = ['name', 'rating'] as const;
export type PlayerSort = (typeof PLAYER_SORTS)[number];

/** Ratings filters take whole numbers in this range. */
export const RATING_FILTER_MIN = 0;
export const RATING_FILTER_MAX = 4000;

export type TournamentPlayerRating = z.output<typeof schemas.tournamentPlayerRatingSchema>;

import { z } from 'zod';
import { SPORTS } from '../../constants/sports';
import { count } from './common';

/** A player's rating in one sport (docs/results-and-ratings.md): provisional until 5 approved results. */
export const sportRatingSchema = z.object({
  sport: z.enum(SPORTS),
  value: z.number(),
  deviation: z.number(),
  matches: count,
  provisional: z.boolean(),
});

/** The rating after one approved result: a point of its trend. */
export const ratingPointSchema = z.object({ on: z.string(), value: z.number(), deviation: z.number() });

/** A player's rating in the result's sport just before and just after an approved result counted, whole. */
export const ratingChangeSchema = z.object({ before: z.number(), after: z.number() });

/** `GET /api/players/{id}/ratings` and `GET /api/me/ratings`: each rated sport with its trend, oldest point first. */
export const playerRatingsSchema = z.object({
  ratings: z.array(sportRatingSchema),
  trends: z.array(z.object({ sport: z.enum(SPORTS), points: z.array(ratingPointSchema) })),
});

/** `GET /api/tournaments/{id}/player-ratings`: a participant's rating in the tournament's sport, by lower-case e-mail. */
export const tournamentPlayerRatingSchema = z.object({ email: z.string(), rating: sportRatingSchema });

import { z } from 'zod';
import { SPORTS } from '../../constants/sports';
import { count, id } from './common';

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

/**
 * `GET /api/tournaments/{id}/player-ratings`: the rating in the tournament's sport of an entry linked to an account, by
 * its entry id (the fixture player's id), so a changed account e-mail cannot part a player from their rating.
 */
export const tournamentPlayerRatingSchema = z.object({ entryId: id, rating: sportRatingSchema });

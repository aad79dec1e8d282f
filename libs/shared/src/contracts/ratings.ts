import type { Sport } from '../constants/sports';

/** A player's rating in one sport (docs/results-and-ratings.md): provisional until 5 approved results. */
export interface SportRating {
  sport: Sport;
  value: number;
  deviation: number;
  matches: number;
  provisional: boolean;
}

/** The rating after one approved result: a point of its trend. */
export interface RatingPoint {
  on: string;
  value: number;
  deviation: number;
}

/** `GET /api/players/{id}/ratings` and `GET /api/me/ratings`: each rated sport with its trend, oldest point first. */
export interface PlayerRatings {
  ratings: SportRating[];
  trends: Array<{ sport: Sport; points: RatingPoint[] }>;
}

/** What Find Players orders by. */
export const PLAYER_SORTS = ['name', 'rating'] as const;
export type PlayerSort = (typeof PLAYER_SORTS)[number];

/** Ratings filters take whole numbers in this range. */
export const RATING_FILTER_MIN = 0;
export const RATING_FILTER_MAX = 4000;

/** `GET /api/tournaments/{id}/player-ratings`: a participant's rating in the tournament's sport, by lower-case e-mail. */
export interface TournamentPlayerRating {
  email: string;
  rating: SportRating;
}

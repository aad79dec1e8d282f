export type { PlayerRating, RatedMatch } from './types';
export { createRatingBook, resumeRatingBook } from './rating-book';
export type { RatingBook, RatingSnapshot, ResumableRatingBook } from './rating-book';
export { RATING_DEFAULT, RATING_DEFAULT_DEVIATION } from './rating-scale';
export { PROVISIONAL_MATCHES, isProvisional } from './provisional';

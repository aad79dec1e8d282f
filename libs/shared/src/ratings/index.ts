export type { PlayerRating, RatedMatch } from './types';
export { createRatingBook, resumeRatingBook } from './rating-book';
export type { RatingBook, RatingBookOptions, RatingSnapshot, ResumableRatingBook } from './rating-book';
export { DEFAULT_RATING_PARAMETERS, ratingParameters } from './parameters';
export type { RatingParameters } from './parameters';
export { MARGIN_WEIGHT } from './margin';
export { RATING_DEFAULT, RATING_DEFAULT_DEVIATION } from './rating-scale';
export { PROVISIONAL_MATCHES, isProvisional } from './provisional';
export { ratingChangeText, type RatingChangeValues } from './rating-change';

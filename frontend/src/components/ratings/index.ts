// Rating display shared by the screens that show ratings: find players, the dashboard profile, the student
// dashboard and the fixture manager. The signed-in player's own ratings are read with `useMyRatings` (lib/api/ratings.ts).
export { RatingList } from './rating-list';
export { RatingTrendChart } from './rating-trend-chart';
export { RatingValue } from './rating-value';
export { SportRatingLine } from './sport-rating-line';

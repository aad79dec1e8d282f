/** The results context's public surface. */
export { ResultsModule } from './results.module';
export { ResultSubmitted } from './domain/events/result-submitted.event';
export { ResultApproved, ResultRejected } from './domain/events/result-decided.event';
export { ResultCorrected } from './domain/events/result-entered.event';
export { ApprovedResultsRemoved } from './domain/events/approved-results-removed.event';
export { ResultSidesLinked } from './domain/events/result-sides-linked.event';
export { ResultConfirmed, ResultDisputed } from './domain/events/result-answered.event';
export { GetMatchRecordQuery } from './queries/get-match-record/get-match-record.query';
export type { RatedResult } from './domain/rated-result';
export { ListRatedResultsQuery, type NumberedResult } from './queries/list-rated-results/list-rated-results.query';
export {
  NumberApprovedResultsCommand,
  type NumberedApprovals,
} from './commands/number-approved-results/number-approved-results.command';
export { resultReviewRefusal } from './domain/rules/result-review.rule';
// What the ratings tell the results and answer them (the results import nothing of the ratings).
export { ResultRatingsChanged, type ResultRatingChange } from './domain/events/result-ratings-changed.event';
export {
  ListResultRatingChangesQuery,
  type RatingChangeOfResult,
} from './queries/list-result-rating-changes/list-result-rating-changes.query';

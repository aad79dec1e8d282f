import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnswerResultHandler } from './commands/answer-result/answer-result.handler';
import { CorrectResultHandler } from './commands/correct-result/correct-result.handler';
import { DecideResultHandler } from './commands/decide-result/decide-result.handler';
import { EnterResultHandler } from './commands/enter-result/enter-result.handler';
import { LinkResultsToFixtureMatchesHandler } from './commands/link-results-to-fixture-matches/link-results-to-fixture-matches.handler';
import { NumberApprovedResultsHandler } from './commands/number-approved-results/number-approved-results.handler';
import { SaveResultSettingsHandler } from './commands/save-result-settings/save-result-settings.handler';
import { SubmitResultHandler } from './commands/submit-result/submit-result.handler';
import { MatchResult } from './domain/match-result.entity';
import { ResultSettingsRow } from './domain/result-settings.entity';
import { ResultSides } from './domain/result-sides';
import { ResultViews } from './domain/result-views';
import { CompleteFixtureMatchWhenResultApproved } from './event-handlers/complete-fixture-match-when-result-approved.handler';
import { EmailOpponentWhenResultSubmitted } from './event-handlers/email-opponent-when-result-submitted.handler';
import { EmailOrganizerWhenResultDisputed } from './event-handlers/email-organizer-when-result-disputed.handler';
import { EmailOrganizerWhenResultSubmitted } from './event-handlers/email-organizer-when-result-submitted.handler';
import { EmailSubmitterWhenResultDecided } from './event-handlers/email-submitter-when-result-decided.handler';
import { NameAccountWhenEntryLinked } from './event-handlers/name-account-when-entry-linked.handler';
import { RemoveResultsOfDeletedTournament } from './event-handlers/remove-results-of-deleted-tournament.handler';
import { RemoveResultsOfDeletedUser } from './event-handlers/remove-results-of-deleted-user.handler';
import { ResultsController } from './http/results.controller';
import { CountPendingResultsHandler } from './queries/count-pending-results/count-pending-results.handler';
import { GetMatchRecordHandler } from './queries/get-match-record/get-match-record.handler';
import { GetResultHandler } from './queries/get-result/get-result.handler';
import { GetResultHistoryHandler } from './queries/get-result-history/get-result-history.handler';
import { GetResultSettingsHandler } from './queries/get-result-settings/get-result-settings.handler';
import { ListApprovedResultsHandler } from './queries/list-approved-results/list-approved-results.handler';
import { ListMyResultsHandler } from './queries/list-my-results/list-my-results.handler';
import { ListRatedResultsHandler } from './queries/list-rated-results/list-rated-results.handler';
import { ListResultMatchesHandler } from './queries/list-result-matches/list-result-matches.handler';
import { ListResultsAwaitingMeHandler } from './queries/list-results-awaiting-me/list-results-awaiting-me.handler';
import { ListTournamentResultsHandler } from './queries/list-tournament-results/list-tournament-results.handler';

const commandHandlers = [
  SubmitResultHandler,
  DecideResultHandler,
  AnswerResultHandler,
  EnterResultHandler,
  CorrectResultHandler,
  SaveResultSettingsHandler,
  NumberApprovedResultsHandler,
  LinkResultsToFixtureMatchesHandler,
];
const queryHandlers = [
  GetMatchRecordHandler,
  ListMyResultsHandler,
  ListTournamentResultsHandler,
  CountPendingResultsHandler,
  ListResultsAwaitingMeHandler,
  ListResultMatchesHandler,
  GetResultHandler,
  GetResultHistoryHandler,
  GetResultSettingsHandler,
  ListRatedResultsHandler,
  ListApprovedResultsHandler,
];
/** Reactions to events (TransactionalReactions), in the same transaction. */
const eventHandlers = [
  RemoveResultsOfDeletedTournament,
  RemoveResultsOfDeletedUser,
  NameAccountWhenEntryLinked,
  EmailOrganizerWhenResultSubmitted,
  CompleteFixtureMatchWhenResultApproved,
  EmailSubmitterWhenResultDecided,
  EmailOpponentWhenResultSubmitted,
  EmailOrganizerWhenResultDisputed,
];

/**
 * Logged results: submission, the opponent's confirmation or dispute, the organizer's decision, entry and correction,
 * their history, settings and mails (docs/results-and-ratings.md). An approval completes the fixture match through
 * the fixtures' command; the ratings follow the results' events.
 */
@Module({
  imports: [TypeOrmModule.forFeature([MatchResult, ResultSettingsRow])],
  controllers: [ResultsController],
  providers: [...commandHandlers, ...queryHandlers, ...eventHandlers, ResultSides, ResultViews],
})
export class ResultsModule {}

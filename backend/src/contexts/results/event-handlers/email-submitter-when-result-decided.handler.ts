import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ResultDecision } from '@rallypoint/shared';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { MailOutbox } from '../../../platform/mail';
import { GetUserProfilesQuery, type UserProfile } from '../../identity';
import { ResultApproved, ResultRejected } from '../domain/events/result-decided.event';
import { ResultRatingsChanged } from '../domain/events/result-ratings-changed.event';
import { loadTournament } from '../../fixtures';
import { entersRatings } from '../domain/enters-ratings';
import { resultDecidedEmail, type DecidedRatings } from '../domain/result-decided.email';
import { MatchResult } from '../domain/match-result.entity';

/**
 * The player who logged a result hears the decision by e-mail, queued through the outbox. A rejection, or an approval
 * that moves no rating, is written in the decision's transaction; an approval that enters the ratings is written once
 * they have counted it (ResultRatingsChanged, in the ratings' transaction just after), so it tells how it moved both
 * players' ratings.
 */
@Injectable()
export class EmailSubmitterWhenResultDecided implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly mail: MailOutbox,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reactions.on(ResultApproved, async (event, tx) => {
      const result = await tx.load(MatchResult, Number(event.aggregateId));
      if (!entersRatings(result)) await this.notify(result, 'approved', tx);
    });
    this.reactions.on(ResultRatingsChanged, async (event, tx) => {
      const result = await tx.load(MatchResult, Number(event.aggregateId));
      if (entersRatings(result)) await this.notify(result, 'approved', tx, ratingsOf(result, event));
    });
    this.reactions.on(ResultRejected, async (event, tx) =>
      this.notify(await tx.load(MatchResult, Number(event.aggregateId)), 'rejected', tx),
    );
  }

  private async notify(result: MatchResult, decision: ResultDecision, tx: Transaction, ratings?: DecidedRatings): Promise<void> {
    // Entered by the organizer (maybe for an entry without an account): nobody logged it, nothing to tell.
    if (result.source === 'organizer' || result.playerId === null) return;
    const [submitter] = await tx.ask<UserProfile[]>(this.queries, new GetUserProfilesQuery([result.playerId]));
    if (!submitter) return; // Their account is gone.
    const tournament = await loadTournament(this.queries, result.tournamentId, tx);
    await this.mail.send(
      tx,
      resultDecidedEmail({
        submitter,
        decision,
        tournamentName: tournament.name,
        opponentName: result.opponentName,
        matchType: result.matchType,
        sets: result.sets,
        outcome: result.outcome,
        winner: result.winner,
        resultId: result.id,
        appUrl: this.config.appUrl,
        ratings,
      }),
    );
  }
}

/** The submitter's and the opponent's changes, as the ratings counted them. */
function ratingsOf(result: MatchResult, { payload }: ResultRatingsChanged): DecidedRatings {
  const changeOf = (userId: number | null) => payload.changes.find((change) => change.userId === userId) ?? null;
  return { sport: payload.sport, you: changeOf(result.playerId), opponent: changeOf(result.opponentId) };
}

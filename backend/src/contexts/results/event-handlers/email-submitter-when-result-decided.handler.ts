import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ResultDecision } from '@rallypoint/shared';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { MailOutbox } from '../../../platform/mail';
import { GetUserProfilesQuery, type UserProfile } from '../../identity';
import { ResultApproved, ResultRejected } from '../domain/events/result-decided.event';
import { loadTournament } from '../../fixtures';
import { resultDecidedEmail } from '../domain/result-decided.email';
import { MatchResult } from '../domain/match-result.entity';

/** The player who logged a result hears the decision by e-mail, queued through the outbox in the decision's transaction. */
@Injectable()
export class EmailSubmitterWhenResultDecided implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly mail: MailOutbox,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reactions.on(ResultApproved, (event, tx) => this.notify(event, 'approved', tx));
    this.reactions.on(ResultRejected, (event, tx) => this.notify(event, 'rejected', tx));
  }

  private async notify(event: ResultApproved | ResultRejected, decision: ResultDecision, tx: Transaction): Promise<void> {
    const result = await tx.load(MatchResult, Number(event.aggregateId));
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
      }),
    );
  }
}

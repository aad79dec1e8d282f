import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { participantName } from '@rallypoint/shared';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { MailOutbox } from '../../../platform/mail';
import { ResultSubmitted } from '../domain/events/result-submitted.event';
import { resultParties } from '../domain/result-parties';
import { resultSubmittedEmail } from '../domain/result-submitted.email';

/**
 * The organizer hears of a new result by e-mail, queued through the outbox in the submission's transaction; in the
 * app, the pending result counts on their tournaments (GET /api/results/pending-counts) show it from the same commit.
 */
@Injectable()
export class EmailOrganizerWhenResultSubmitted implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly mail: MailOutbox,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reactions.on(ResultSubmitted, (event, tx) => this.notify(event, tx));
  }

  private async notify(event: ResultSubmitted, tx: Transaction): Promise<void> {
    const { result, tournament, organizer, player } = await resultParties(tx, this.queries, Number(event.aggregateId));
    if (!organizer) return; // The organizer's account is gone: nobody to tell; the queue still shows the result.
    await this.mail.send(
      tx,
      resultSubmittedEmail({
        organizer,
        tournamentName: tournament.name,
        playerName: player ? participantName(player) : 'A player',
        opponentName: result.opponentName,
        matchType: result.matchType,
        sets: result.sets,
        outcome: result.outcome,
        winner: result.winner,
        tournamentId: tournament.id,
        appUrl: this.config.appUrl,
      }),
    );
  }
}

import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { participantName } from '@rallypoint/shared';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { MailOutbox } from '../../../platform/mail';
import { ResultSubmitted } from '../domain/events/result-submitted.event';
import { resultParties } from '../domain/result-parties';
import { resultToConfirmEmail } from '../domain/result-to-confirm.email';

/** The opponent is asked by e-mail to confirm or dispute, queued through the outbox in the submission's transaction. */
@Injectable()
export class EmailOpponentWhenResultSubmitted implements OnModuleInit {
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
    const { result, tournament, opponent, player } = await resultParties(tx, this.queries, Number(event.aggregateId));
    if (!opponent) return;
    await this.mail.send(
      tx,
      resultToConfirmEmail({
        opponent,
        tournamentName: tournament.name,
        playerName: player ? participantName(player) : 'Your opponent',
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

import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { participantName } from '@rallypoint/shared';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { MailOutbox } from '../../../platform/mail';
import { ResultDisputed } from '../domain/events/result-answered.event';
import { resultParties } from '../domain/result-parties';
import { resultDisputedEmail } from '../domain/result-disputed.email';

/** A dispute goes to the organizer at once, in the dispute's transaction: it waits for them alone. */
@Injectable()
export class EmailOrganizerWhenResultDisputed implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly mail: MailOutbox,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reactions.on(ResultDisputed, (event, tx) => this.notify(event, tx));
  }

  private async notify(event: ResultDisputed, tx: Transaction): Promise<void> {
    const { result, tournament, organizer, player } = await resultParties(tx, this.queries, Number(event.aggregateId));
    if (!organizer) return;
    await this.mail.send(
      tx,
      resultDisputedEmail({
        organizer,
        tournamentName: tournament.name,
        playerName: player ? participantName(player) : 'A player',
        opponentName: result.opponentName,
        comment: event.payload.comment ?? '',
        tournamentId: tournament.id,
        appUrl: this.config.appUrl,
      }),
    );
  }
}

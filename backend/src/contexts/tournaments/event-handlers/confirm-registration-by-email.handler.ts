import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { MailOutbox } from '../../../platform/mail';
import { registrationConfirmationEmail } from '../domain/emails/registration-confirmation.email';
import { RegistrationSubmitted } from '../domain/events/registration-submitted.event';
import { TournamentEntry } from '../domain/tournament-entry.entity';
import { Tournament } from '../domain/tournament.entity';

/** Queues the registrant's confirmation through the outbox, so it exists exactly when the form's entry does. */
@Injectable()
export class ConfirmRegistrationByEmail implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly mail: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reactions.on(RegistrationSubmitted, (event, tx) => this.confirm(event, tx));
  }

  private async confirm(event: RegistrationSubmitted, tx: Transaction): Promise<void> {
    const tournament = await tx.load(Tournament, Number(event.aggregateId));
    const entry = await tx.load(TournamentEntry, event.payload.registrationId);
    await this.mail.send(tx, registrationConfirmationEmail(tournament, entry, this.config.appUrl));
  }
}

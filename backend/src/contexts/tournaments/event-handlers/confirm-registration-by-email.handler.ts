import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { MailOutbox } from '../../../platform/mail';
import { FindUsersByEmailsQuery, type UserProfile } from '../../identity';
import { registrationConfirmationEmail } from '../domain/emails/registration-confirmation.email';
import { RegistrationSubmitted } from '../domain/events/registration-submitted.event';
import { TournamentEntry } from '../domain/tournament-entry.entity';
import { Tournament } from '../domain/tournament.entity';

/**
 * Queues the registrant's confirmation through the outbox, so it exists exactly when the form's entry does. An entry
 * not linked yet whose e-mail has an account (not verified, so not linked) is told to sign in, not to sign up again.
 */
@Injectable()
export class ConfirmRegistrationByEmail implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly mail: MailOutbox,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reactions.on(RegistrationSubmitted, (event, tx) => this.confirm(event, tx));
  }

  private async confirm(event: RegistrationSubmitted, tx: Transaction): Promise<void> {
    const tournament = await tx.load(Tournament, Number(event.aggregateId));
    const entry = await tx.load(TournamentEntry, event.payload.registrationId);
    const accountExists =
      entry.userId === null && (await tx.ask<UserProfile[]>(this.queries, new FindUsersByEmailsQuery([entry.email]))).length > 0;
    await this.mail.send(tx, registrationConfirmationEmail(tournament, { ...entry, accountExists }, this.config.appUrl));
  }
}

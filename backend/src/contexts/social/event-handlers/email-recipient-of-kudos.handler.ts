import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { MailOutbox } from '../../../platform/mail';
import { kudosEmail } from '../domain/emails/social.emails';
import { KudosSent } from '../domain/events/kudos-sent.event';
import { KudosRow } from '../domain/kudos.entity';
import { PeopleDirectory } from '../queries/read-model/people-directory';

/** The player who was praised hears of it by e-mail, through the outbox. */
@Injectable()
export class EmailRecipientOfKudos implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly mail: MailOutbox,
    private readonly people: PeopleDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reactions.on(KudosSent, (event, tx) => this.notify(event, tx));
  }

  private async notify(event: KudosSent, tx: Transaction): Promise<void> {
    const row = await tx.manager.findOneByOrFail(KudosRow, { id: Number(event.aggregateId) });
    const profiles = await this.people.profiles([row.senderId, row.recipientId]);
    const sender = profiles.get(row.senderId);
    const recipient = profiles.get(row.recipientId);
    if (!sender || !recipient) return;
    await this.mail.send(tx, kudosEmail(sender, recipient, row.message, this.config.appUrl));
  }
}

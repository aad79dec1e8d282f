import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { MailOutbox } from '../../../platform/mail';
import { DirectMessageRow } from '../domain/direct-message.entity';
import { messageEmail } from '../domain/emails/social.emails';
import { MessageSent } from '../domain/events/message-sent.event';
import { PeopleDirectory } from '../queries/read-model/people-directory';

/** The recipient hears of a new message by e-mail, queued through the outbox with the message itself. */
@Injectable()
export class EmailRecipientOfMessage implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly mail: MailOutbox,
    private readonly people: PeopleDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reactions.on(MessageSent, (event, tx) => this.notify(event, tx));
  }

  private async notify(event: MessageSent, tx: Transaction): Promise<void> {
    const row = await tx.manager.findOneByOrFail(DirectMessageRow, { id: Number(event.aggregateId) });
    const profiles = await this.people.profiles([row.senderId, row.recipientId]);
    const sender = profiles.get(row.senderId);
    const recipient = profiles.get(row.recipientId);
    if (!sender || !recipient) return;
    await this.mail.send(tx, messageEmail(sender, recipient, row, this.config.appUrl));
  }
}

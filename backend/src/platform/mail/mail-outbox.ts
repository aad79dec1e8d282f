import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Transaction } from '../events/transaction';
import { EmailMessage } from './mail.constants';
import { newMessageId } from './message-id';
import { insertOutboxRow, insertOutboxRows, NewOutboxRow } from './outbox.sql';
import { OutboxRelay } from './outbox-relay';

/** How every context sends mail: a durable outbox row first, the queue after commit. */
@Injectable()
export class MailOutbox {
  constructor(
    private readonly relay: OutboxRelay,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(tx: Transaction, message: EmailMessage): Promise<void> {
    const id = await insertOutboxRow(tx.manager, this.row(message));
    // Not awaited: the person's request never waits on Redis; the sweep retries what fails here.
    tx.afterCommit(() => void this.relay.dispatch([id]));
  }

  /** Many mails in one statement and one hand-off: a fan-out's chunk (mail-fanouts.ts). */
  async sendMany(tx: Transaction, messages: EmailMessage[]): Promise<void> {
    const ids = await insertOutboxRows(
      tx.manager,
      messages.map((message) => this.row(message)),
    );
    if (ids.length) tx.afterCommit(() => void this.relay.dispatch(ids));
  }

  private row(message: EmailMessage): NewOutboxRow {
    return {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      kind: message.kind,
      messageId: newMessageId(this.config.smtp.from),
      secrets: message.secrets ? JSON.stringify(message.secrets) : null,
      bulk: message.bulk === true,
    };
  }
}

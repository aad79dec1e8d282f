import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Transaction } from '../events/transaction';
import { EmailMessage } from './mail.constants';
import { newMessageId } from './message-id';
import { OutboxRelay } from './outbox-relay';

/** A pending outbox row (outbox-email.entity.ts), as plain SQL: sign-ups and registrations write one each. */
const OUTBOX_ROW_SQL = `INSERT INTO email_outbox (to_address, subject, text, html, kind, message_id, secrets)
  VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`;

/** How every context sends mail: a durable outbox row first, the queue after commit. */
@Injectable()
export class MailOutbox {
  constructor(
    private readonly relay: OutboxRelay,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(tx: Transaction, message: EmailMessage): Promise<void> {
    const [row]: Array<{ id: number }> = await tx.manager.query(OUTBOX_ROW_SQL, [
      message.to,
      message.subject,
      message.text,
      message.html ?? null,
      message.kind,
      newMessageId(this.config.smtp.from),
      message.secrets ? JSON.stringify(message.secrets) : null,
    ]);
    // Not awaited: the person's request never waits on Redis; the sweep retries what fails here.
    tx.afterCommit(() => void this.relay.dispatch([row.id]));
  }
}

import { Injectable } from '@nestjs/common';
import { Transaction } from '../events/transaction';
import { EmailMessage } from './mail.constants';
import { OutboxEmail } from './outbox-email.entity';
import { OutboxRelay } from './outbox-relay';

/** How every context sends mail: a durable outbox row first, the queue after commit. */
@Injectable()
export class MailOutbox {
  constructor(private readonly relay: OutboxRelay) {}

  async send(tx: Transaction, message: EmailMessage): Promise<void> {
    const row = await tx.manager.save(OutboxEmail, {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      kind: message.kind,
    });
    // Not awaited: the person's request never waits on Redis; the sweep retries what fails here.
    tx.afterCommit(() => void this.relay.dispatch([row.id]));
  }
}

import { Injectable } from '@nestjs/common';
import { Transaction } from '../events/transaction';
import { insertFanout } from './fanout.sql';
import { FanoutRelay } from './fanout-relay';
import { EmailMessage } from './mail.constants';

/**
 * One recipient, by the key that orders the recipients of its fan-out (e.g. the lower-case address), with their mail;
 * none when the expander told them otherwise (an in-app update it wrote itself).
 */
export interface FanoutMail {
  key: string;
  mail?: EmailMessage;
}

/**
 * How a context lists a fan-out's recipients: those whose key sorts after `after` (null: from the first), in key
 * order, at most `limit`, each with its mail. It runs in the chunk's transaction and reads as the context's commands
 * do (its own tables, other contexts' public queries through `tx.ask`); rows it writes there for these recipients
 * (in-app updates) commit with the chunk's cursor, so they too are written once. Fewer than `limit` means the list
 * is done.
 */
export type FanoutExpander<P> = (tx: Transaction, payload: P, after: string | null, limit: number) => Promise<FanoutMail[]>;

/**
 * Mail to many recipients, off the request path (docs/decisions/0003-mail-through-a-transactional-outbox.md): the
 * command writes one `mail_fanouts` row with `start`; the worker (expand-fanout.job.ts) asks the kind's expander for
 * the recipients chunk by chunk and puts their mails in the outbox. Each context registers the expanders of its
 * kinds when its module starts, as it subscribes its reactions.
 */
@Injectable()
export class MailFanouts {
  private readonly expanders = new Map<string, FanoutExpander<never>>();

  constructor(private readonly relay: FanoutRelay) {}

  register<P>(kind: string, expander: FanoutExpander<P>): void {
    if (this.expanders.has(kind)) throw new Error(`mail fan-out kind "${kind}" is registered twice`);
    this.expanders.set(kind, expander as FanoutExpander<never>);
  }

  expanderOf(kind: string): FanoutExpander<unknown> | undefined {
    return this.expanders.get(kind) as FanoutExpander<unknown> | undefined;
  }

  /** One row in the command's transaction; handed to the worker after the commit (the sweep retries a failure). */
  async start<P>(tx: Transaction, kind: string, payload: P): Promise<void> {
    const id = await insertFanout(tx.manager, kind, payload);
    tx.afterCommit(() => void this.relay.dispatch([id]));
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventLogEntry } from './event-log.entity';
import { Transaction } from './transaction';
import { TransactionalReactions } from './transactional-reactions';

/**
 * One command = one transaction. Events recorded inside are stored in `event_log` and their reactions
 * (each context's `event-handlers/`) run before commit, so the change, its events and every consequence
 * commit or roll back together. There is no after-commit event bus: after commit only the `tx.afterCommit`
 * steps run (the mail outbox's hand-off to the relay), and a failing step never undoes the commit.
 */
@Injectable()
export class UnitOfWork {
  private readonly logger = new Logger(UnitOfWork.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly reactions: TransactionalReactions,
  ) {}

  async run<T>(actorId: number | null, work: (tx: Transaction) => Promise<T>): Promise<T> {
    let tx!: Transaction;
    const result = await this.dataSource.transaction(async (manager) => {
      tx = new Transaction(manager, actorId);
      const value = await work(tx);
      // Reactions may record further events; the loop stores those too.
      for (let i = 0; i < tx.events.length; i++) {
        const event = tx.events[i];
        await manager.insert(EventLogEntry, {
          type: event.type,
          aggregateType: event.aggregateType,
          aggregateId: String(event.aggregateId),
          actorId,
          payload: event.payload as never,
          occurredAt: event.occurredAt,
        });
        await this.reactions.run(event, tx);
      }
      return value;
    });
    for (const callback of tx.afterCommitCallbacks) {
      await Promise.resolve(callback()).catch((error: unknown) =>
        this.logger.warn(`after-commit step failed: ${String(error)}`),
      );
    }
    return result;
  }
}

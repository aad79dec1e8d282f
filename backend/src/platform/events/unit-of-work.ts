import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Transaction } from './transaction';
import { TransactionalReactions } from './transactional-reactions';

/**
 * One command = one transaction. Events recorded inside are stored in `event_log` and their reactions
 * (each context's `event-handlers/`) run before commit, so the change, its events and every consequence
 * commit or roll back together. There is no after-commit event bus: after commit only the `tx.afterCommit`
 * steps run (the mail outbox's hand-off to the relay), and a failing step never undoes the commit.
 */
/** One event_log row (event-log.entity.ts), as plain SQL: every command writes it, so no query builder runs for it. */
const APPEND_EVENT_SQL = `INSERT INTO event_log (type, aggregate_type, aggregate_id, actor_id, payload, occurred_at) VALUES ($1, $2, $3, $4, $5, $6)`;

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
        await manager.query(APPEND_EVENT_SQL, [
          event.type,
          event.aggregateType,
          String(event.aggregateId),
          actorId,
          JSON.stringify(event.payload),
          event.occurredAt,
        ]);
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

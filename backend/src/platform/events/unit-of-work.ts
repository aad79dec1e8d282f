import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type QueryRunner } from 'typeorm';
import type { PoolClient } from 'pg';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { withinTransaction } from '../database/transaction-scope';
import { appendEvents } from './event-log.sql';
import { Transaction } from './transaction';
import { TransactionalReactions } from './transactional-reactions';
import { WriteTurns } from './write-turns';

/**
 * One command = one transaction on one connection. Events recorded inside are stored in `event_log` and their
 * reactions (each context's `event-handlers/`) run before commit, so the change, its events and every consequence
 * commit or roll back together. Everything the command reads, reactions and other contexts' queries included,
 * goes through this connection (transaction-scope.ts). After commit only the `tx.afterCommit` steps run (the mail
 * outbox's hand-off to the relay), and a failing step never undoes the commit. Commands that lock one aggregate's
 * rows name its turn (`runInTurn`) and wait for it before taking a connection (docs/architecture.md, "Write turns").
 */
@Injectable()
export class UnitOfWork {
  private readonly logger = new Logger(UnitOfWork.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly reactions: TransactionalReactions,
    private readonly turns: WriteTurns,
  ) {}

  run<T>(actorId: number | null, work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.runInTurn(null, actorId, work);
  }

  /**
   * As `run`, one at a time with every other command of this process that names the same turn, or one of the same
   * turns (null: none). The wait holds no pool connection; the transaction still takes its row locks, the guard across
   * API instances.
   */
  async runInTurn<T>(turn: string | string[] | null, actorId: number | null, work: (tx: Transaction) => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    const tx = new Transaction(runner.manager, actorId);
    const transact = async () => {
      try {
        const connection = (await runner.connect()) as PoolClient;
        return await this.inTransaction(runner, connection, tx, work);
      } finally {
        await runner.release();
      }
    };
    // The turn ends with the transaction: the after-commit steps of one command never delay the next.
    const result = turn === null ? await transact() : await this.turns.take(turn, transact);
    for (const callback of tx.afterCommitCallbacks) {
      await Promise.resolve(callback()).catch((error: unknown) => this.logger.warn(`after-commit step failed: ${String(error)}`));
    }
    return result;
  }

  private async inTransaction<T>(
    runner: QueryRunner,
    connection: PoolClient,
    tx: Transaction,
    work: (tx: Transaction) => Promise<T>,
  ): Promise<T> {
    try {
      await runner.startTransaction();
      const result = await withinTransaction(runner.manager, async () => {
        const value = await work(tx);
        await this.storeEvents(tx);
        return value;
      });
      await runner.commitTransaction();
      return result;
    } catch (error) {
      // A connection that timed out or dropped cannot be trusted with a ROLLBACK (it would wait again behind the
      // unanswered statement): it is closed, so the pool discards it and PostgreSQL rolls back when it sees it go.
      if (isDatabaseUnavailable(error)) void connection.end().catch(() => undefined);
      else if (runner.isTransactionActive)
        await runner.rollbackTransaction().catch(() => void connection.end().catch(() => undefined));
      throw error;
    }
  }

  /** Appends the recorded events and runs their reactions; reactions may record further events, which the loop stores too. */
  private async storeEvents(tx: Transaction): Promise<void> {
    for (let stored = 0; stored < tx.events.length;) {
      const batch = tx.events.slice(stored);
      await appendEvents(tx.manager, tx.actorId, batch);
      stored += batch.length;
      for (const event of batch) await this.reactions.run(event, tx);
    }
  }
}

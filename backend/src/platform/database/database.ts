import { Injectable } from '@nestjs/common';
import type { Pool, QueryConfig, QueryResultRow } from 'pg';
import { DataSource } from 'typeorm';
import { driverPool } from './driver-pool';
import { connectionOf } from './statement-rows';
import { currentTransaction } from './transaction-scope';

/**
 * How query handlers and read models reach PostgreSQL. Inside a command they read through the command's own
 * transaction (see transaction-scope.ts); outside one, single statements go straight to the pool.
 */
@Injectable()
export class Database {
  private readonly pool: Pool;

  constructor(dataSource: DataSource) {
    this.pool = driverPool(dataSource);
  }

  /** The rows of one statement (a `prepared(...)` one keeps its plan on the pooled connections). */
  async rows<R extends QueryResultRow>(statement: QueryConfig | string, values: unknown[] = []): Promise<R[]> {
    const query = typeof statement === 'string' ? { text: statement, values } : statement;
    const transaction = currentTransaction();
    // Inside a command, on its transaction's pg client, keeping a prepared statement's name.
    const connection = transaction ? await connectionOf(transaction) : this.pool;
    return (await connection.query<R>(query)).rows;
  }
}

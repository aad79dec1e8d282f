import type { Pool, PoolClient, QueryResultRow } from 'pg';
import type { EntityManager } from 'typeorm';
import { driverPool } from './driver-pool';
import { prepared } from './prepared';

/**
 * The pg connection a manager's statements run on: the pg client its query runner holds (a unit of work's, inside
 * its transaction; `connect()` hands back the one it has), else the pool.
 */
export async function connectionOf(manager: EntityManager): Promise<Pool | PoolClient> {
  const runner = manager.queryRunner;
  return runner && !runner.isReleased ? ((await runner.connect()) as PoolClient) : driverPool(manager.connection);
}

/**
 * The rows of one statement, run as a named prepared statement (prepared.ts) on the manager's connection. For the
 * write path's statements, which TypeORM's `manager.query` sends unnamed (parsed and planned on every call) through
 * its query runner's per-statement bookkeeping (docs/architecture.md, "Prepared write path"). Errors are pg's own
 * (platform/rules/constraint-violations.ts reads both kinds). Only for texts from a fixed set, as `prepared` says.
 */
export async function statementRows<R extends QueryResultRow>(
  manager: EntityManager,
  text: string,
  values: unknown[],
): Promise<R[]> {
  return (await (await connectionOf(manager)).query<R>(prepared(text, values))).rows;
}

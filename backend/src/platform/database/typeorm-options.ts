import { DataSourceOptions } from 'typeorm';
import type { DatabaseLimits } from '../../config/app-config';
import { MIGRATIONS } from './migrations';

/**
 * One place for connection settings; schema changes only through migrations. With `limits` (the API and the
 * worker) every wait is bounded: a request never holds a connection longer than the statement and lock limits,
 * nor waits for one longer than the acquire limit, so a slow or frozen database ends in a 503, not a hang.
 * Without them (migrations, tools) statements may run as long as they need.
 */
export function typeormOptions(databaseUrl: string, limits?: DatabaseLimits): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    synchronize: false,
    migrations: MIGRATIONS,
    migrationsRun: false,
    extra: limits ? poolOptions(limits) : { max: 2, connectionTimeoutMillis: 10_000 },
  };
}

/**
 * pg pool options for the app's connections (the session store reads on the same pool). The pool holds real server
 * connections: hot reads are named prepared statements (prepared.ts), which a pooler in transaction mode
 * (PgBouncer without `max_prepared_statements`) would break; see docs/architecture.md "Statements and PgBouncer".
 */
export function poolOptions(limits: DatabaseLimits) {
  return {
    max: limits.poolSize,
    connectionTimeoutMillis: limits.acquireTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    query_timeout: limits.queryTimeoutMs,
    // A transaction left open by a stuck process must not keep its row locks.
    idle_in_transaction_session_timeout: Math.max(10_000, limits.statementTimeoutMs * 5),
  };
}

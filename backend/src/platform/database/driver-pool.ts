import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * The pg pool under TypeORM, for hot single-statement reads outside any transaction: no query runner is created
 * and released around each statement. Everything that writes goes through TypeORM and its transactions.
 */
export const driverPool = (dataSource: DataSource): Pool => (dataSource.driver as PostgresDriver).master as Pool;

import { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';

/** One place for connection settings; schema changes only through migrations. */
export function typeormOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    synchronize: false,
    migrations: MIGRATIONS,
    migrationsRun: false,
    // A host that does not answer must fail a request in seconds, not hold it until the client gives up.
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}

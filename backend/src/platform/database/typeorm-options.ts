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
    extra: { max: 10 },
  };
}

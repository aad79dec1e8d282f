import { DataSource } from 'typeorm';
import { typeormOptions } from './typeorm-options';

/** Brings the schema up to date on its own short-lived connection, free of the app's statement limits. */
export async function runMigrations(databaseUrl: string): Promise<void> {
  const dataSource = await new DataSource(typeormOptions(databaseUrl)).initialize();
  try {
    await dataSource.runMigrations();
  } finally {
    await dataSource.destroy();
  }
}

import type { EntityManager } from 'typeorm';

/** The cheapest round trip PostgreSQL answers: the database is up when it does. */
export async function pingDatabase(manager: EntityManager): Promise<void> {
  await manager.query('SELECT 1');
}

// Seeds a fresh database at volume for benchmarks: node tools/bench/seed.mjs [--scale 1] [--database-url URL]
// The database is dropped and recreated, migrated with the backend's migrations (build the backend first), then loaded.
import pg from 'pg';
import { prepareDatabase } from '../dev/database.mjs';
import { migrate, seed } from './lib/seed.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};

export async function seedDatabase(databaseUrl, scale, log = console.log) {
  const started = Date.now();
  await prepareDatabase(databaseUrl, { reset: true, log });
  await migrate(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const counts = await seed(client, scale, log);
    log(`seed: scale ${scale} loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return counts;
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = arg('database-url', process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rallypoint_bench');
  await seedDatabase(url, Number(arg('scale', '1')));
}

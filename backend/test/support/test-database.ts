import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { runMigrations } from '../../src/platform/database/run-migrations';

/** The server tests use: PostgreSQL on this machine, trust auth, admin connection to `test`. */
export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fully migrated template, made once per test run; every test file clones it. */
export async function createTemplateDatabase(): Promise<string> {
  const name = `rp_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  await runMigrations(databaseUrl(name));
  return name;
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** Each test file gets its own database, so files never see each other's rows. */
export async function createTestDatabase(): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const template = process.env.RP_TEST_TEMPLATE_DB;
  if (!template) throw new Error('RP_TEST_TEMPLATE_DB is not set: run the tests through jest (global setup)');
  const name = `rp_test_${randomBytes(5).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return { name, url: databaseUrl(name), drop: () => dropDatabase(name) };
}

// Makes sure the database a DATABASE_URL names exists (and, with reset, is empty) before the API migrates it.
import { pg } from './embedded-postgres.mjs';

/**
 * @param {string} databaseUrl postgres://user[:password]@host:port/database
 * @param {{ reset?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<'created' | 'recreated' | 'exists'>}
 */
export async function prepareDatabase(databaseUrl, { reset = false, log = console.log } = {}) {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL names no database');
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';

  const client = new pg.Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    // Without the maintenance database (a managed server, a restricted user) the target must already exist.
    log(`[db] cannot open the maintenance database on ${target.host} (${error.message}); using ${name} as it is`);
    return 'exists';
  }
  try {
    const quoted = client.escapeIdentifier(name);
    if (reset) {
      // FORCE ends sessions a previous run left open (PostgreSQL 13+).
      await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${quoted}`);
      return 'recreated';
    }
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return 'exists';
    await client.query(`CREATE DATABASE ${quoted}`);
    return 'created';
  } finally {
    await client.end();
  }
}

/** The URL with its password hidden, for printing. */
export function redactUrl(databaseUrl) {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
}

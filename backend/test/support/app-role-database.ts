import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { runMigrations } from '../../src/platform/database/run-migrations';
import { ADMIN_DATABASE_URL, databaseUrl, dropDatabase } from './test-database';

const INIT_SCRIPT = resolve(__dirname, '../../../deploy/postgres/10-app-role.sh');

export interface AppRoleDatabase {
  role: string;
  name: string;
  /** The database as the app's role sees it. */
  appUrl: string;
  /** The same database as the superuser. */
  adminUrl: string;
  drop(): Promise<void>;
}

/**
 * A database set up as production sets it up: deploy/postgres/10-app-role.sh (what docker-compose.yml runs on the
 * first start) against the test server, then the migrations as the app's role, as the API runs them at start.
 */
export async function createAppRoleDatabase(): Promise<AppRoleDatabase> {
  const suffix = randomBytes(3).toString('hex');
  const role = `rp_app_${suffix}`;
  const name = `rp_role_${suffix}`;
  const password = `pw-${suffix}`;
  const admin = new URL(ADMIN_DATABASE_URL);
  await promisify(execFile)('sh', [INIT_SCRIPT], {
    env: {
      ...process.env,
      PGHOST: admin.hostname,
      PGPORT: admin.port || '5432',
      POSTGRES_USER: decodeURIComponent(admin.username),
      PGPASSWORD: decodeURIComponent(admin.password),
      APP_DB_USER: role,
      APP_DB_PASSWORD: password,
      APP_DB_NAME: name,
    },
  });
  const app = new URL(databaseUrl(name));
  app.username = role;
  app.password = password;
  await runMigrations(app.toString());
  return {
    role,
    name,
    appUrl: app.toString(),
    adminUrl: databaseUrl(name),
    drop: async () => {
      await dropDatabase(name);
      const client = new Client({ connectionString: ADMIN_DATABASE_URL });
      await client.connect();
      await client.query(`DROP ROLE IF EXISTS ${role}`);
      await client.end();
    },
  };
}

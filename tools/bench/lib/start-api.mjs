// Starts the built API (production mode, the UI from frontend/dist) and, when asked, its mail worker as a
// separate process, as a deployment runs them. Build first: npx nx run-many -t build --projects=shared,backend,frontend
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS } from '../../dev/api-node-flags.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * `entry`: the API's built main file, relative to the repository, and `frontendDist` the UI it serves (other builds,
 * to compare two versions).
 */
export async function startApi({
  databaseUrl,
  port,
  secret,
  smtpPort,
  queuePrefix,
  worker = true,
  entry = 'backend/dist/main.js',
  frontendDist = `${root}frontend/dist`,
}) {
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: secret,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    QUEUE_PREFIX: queuePrefix,
    FRONTEND_DIST: frontendDist,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'false',
    SEED_DEMO_ACCOUNTS: 'false',
    APP_URL: base,
  };
  const stdio = ['ignore', 'inherit', 'inherit'];
  const api = spawn(process.execPath, [...API_NODE_FLAGS, `${root}${entry}`], { env, stdio });
  const mailWorker = worker ? spawn(process.execPath, [`${root}backend/dist/worker.js`], { env, stdio }) : null;
  for (let i = 0; ; i++) {
    if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) break;
    if (i > 120) throw new Error('the API did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    base,
    pid: api.pid,
    stop() {
      api.kill('SIGTERM');
      mailWorker?.kill('SIGTERM');
    },
  };
}

/** Signs a seeded account in and answers its session cookie (`name=value`). */
export async function sessionCookie(base, username, password) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status}`);
  return /rallypoint\.sid=[^;]+/.exec(response.headers.get('set-cookie'))[0];
}

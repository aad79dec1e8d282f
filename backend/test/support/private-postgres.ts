import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from './free-port';

/**
 * A PostgreSQL server of the test's own (Debian's binaries, a data folder under /tmp), for drills that must not
 * touch the shared server: freezing it with SIGSTOP, killing it. Run as root, it runs as the `postgres` user.
 */
export interface PrivatePostgres {
  url: string;
  /** Stops every process of the server (postmaster and backends): it accepts TCP but answers nothing. */
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
}

function binaries(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

const asRoot = process.getuid?.() === 0;
const asServerUser = (command: string, args: string[]) =>
  (asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]) as [string, string[]];

async function waitUntilReady(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited with ${server.exitCode}`);
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('PostgreSQL did not start within 10 s');
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binaries();
  const dir = mkdtempSync(join(tmpdir(), 'rp-pg-'));
  if (asRoot) {
    const { uid, gid } = {
      uid: Number(spawnSync('id', ['-u', 'postgres']).stdout),
      gid: Number(spawnSync('id', ['-g', 'postgres']).stdout),
    };
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const init = spawnSync(...asServerUser(`${bin}/initdb`, ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']), {
    encoding: 'utf8',
  });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const [command, args] = asServerUser(`${bin}/postgres`, [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
  ]);
  // Detached: runuser in the test runner's process group would be stopped by job control (SIGTTOU).
  const server = spawn(command, args, { detached: true, stdio: 'ignore' });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitUntilReady(url, server);
  // The postmaster and its backends. runuser above them stops itself when its child stops (job control), so the
  // thaw wakes it too.
  const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const serverProcesses = () => [
    postmaster,
    ...String(spawnSync('pgrep', ['-P', String(postmaster)]).stdout)
      .split(/\s+/)
      .filter(Boolean)
      .map(Number),
  ];
  const signal = (name: NodeJS.Signals, pids = serverProcesses()) => pids.forEach((pid) => process.kill(pid, name));
  const thaw = () => signal('SIGCONT', [server.pid!, ...serverProcesses()]);
  return {
    url,
    freeze: () => signal('SIGSTOP'),
    thaw,
    stop: async () => {
      thaw();
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(postmaster, 'SIGINT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

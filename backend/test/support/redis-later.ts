import { ChildProcess, spawn } from 'node:child_process';

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? 'redis-server';

/** Brings Redis up on a port the test kept free (free-port.ts) (no persistence); the caller kills it when done. */
export const startRedisOn = (port: number): ChildProcess =>
  spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });

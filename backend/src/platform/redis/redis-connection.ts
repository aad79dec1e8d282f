import { RedisOptions } from 'ioredis';

function parse(url: string): RedisOptions {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username || undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : undefined,
    tls: u.protocol === 'rediss:' ? {} : undefined,
  };
}

const retry = (attempt: number) => Math.min(attempt * 500, 5000);

/** Producers must not wait for Redis: with no offline queue, a call fails at once when it is down. */
export function producerConnection(url: string): RedisOptions {
  return { ...parse(url), enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: retry };
}

/** Workers block on Redis and reconnect forever (BullMQ requires maxRetriesPerRequest null). */
export function workerConnection(url: string): RedisOptions {
  return { ...parse(url), maxRetriesPerRequest: null, retryStrategy: retry };
}

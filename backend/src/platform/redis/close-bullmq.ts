import type { Queue, Worker } from 'bullmq';
import { withTimeout } from '../support/with-timeout';

const READY_WAIT_MS = 2000;
const CLOSE_WAIT_MS = 2000;

/**
 * Closes a BullMQ queue or worker within a bound, also when Redis is down (close and disconnect then wait for a
 * connection forever). It first lets a connection that is still starting finish: BullMQ closes such a connection
 * by removing every listener, and its start-up then fails with "Connection is closed" as an unhandled 'error'
 * (seen when the app stops right after it started).
 */
export async function closeBullmq(client: Queue | Worker, close: () => Promise<void>): Promise<void> {
  await withTimeout(
    client.waitUntilReady().then(
      () => undefined,
      () => undefined,
    ),
    READY_WAIT_MS,
    undefined,
  );
  await withTimeout(
    close().catch(() => undefined),
    CLOSE_WAIT_MS,
    undefined,
  );
  await withTimeout(
    client.disconnect().catch(() => undefined),
    CLOSE_WAIT_MS / 2,
    undefined,
  );
}

import { Queue, Worker } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { closeBullmq } from '../../src/platform/redis/close-bullmq';
import { producerConnection, workerConnection } from '../../src/platform/redis/redis-connection';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts what escapes as an unhandled rejection or exception while `work` runs (and a little after). */
async function escapedErrors(work: () => Promise<void>): Promise<unknown[]> {
  const escaped: unknown[] = [];
  const record = (error: unknown) => escaped.push(error);
  process.on('unhandledRejection', record);
  process.on('uncaughtException', record);
  try {
    await work();
    await settle(300);
  } finally {
    process.off('unhandledRejection', record);
    process.off('uncaughtException', record);
  }
  return escaped;
}

describe('closing BullMQ queues and workers', () => {
  const prefix = `rp-test-close-${randomBytes(4).toString('hex')}`;

  // An app stopped a few milliseconds after it started closed a connection still starting up; BullMQ then
  // raised "Connection is closed" with no listener left (a CI failure). Close at every moment of start-up.
  it('leaves nothing unhandled when closed at any moment while still connecting', async () => {
    const escaped = await escapedErrors(async () => {
      for (let delay = 0; delay < 30; delay++) {
        const worker = new Worker('close-test', async () => undefined, { connection: workerConnection(REDIS_URL), prefix });
        worker.on('error', () => undefined);
        const queue = new Queue('close-test', { connection: producerConnection(REDIS_URL), prefix });
        queue.on('error', () => undefined);
        await settle(delay % 10);
        await closeBullmq(worker, () => worker.close(true));
        await closeBullmq(queue, () => queue.close());
      }
    });
    expect(escaped).toEqual([]);
  });

  // Returning at all is the behaviour (without its bounded waits it never does); how soon is not timed here.
  it('returns when Redis does not answer', async () => {
    const queue = new Queue('close-test', { connection: producerConnection('redis://127.0.0.1:1'), prefix });
    queue.on('error', () => undefined);
    await expect(closeBullmq(queue, () => queue.close())).resolves.toBeUndefined();
  });
});

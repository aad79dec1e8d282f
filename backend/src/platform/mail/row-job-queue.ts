import { Logger, OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import { AppConfig } from '../../config/app-config';
import { closeBullmq } from '../redis/close-bullmq';
import { producerConnection } from '../redis/redis-connection';
import { withTimeout } from '../support/with-timeout';
import { SEND_ATTEMPTS } from './mail.constants';

const ENQUEUE_TIMEOUT_MS = 2000;

export interface RowJobQueueOptions<Data> {
  queueName: string;
  jobName: string;
  /** Job ids are `<prefix>-<row id>-<now>`: a row handed over again gets a new job. */
  jobIdPrefix: string;
  jobData: (rowId: number) => Data;
  /** What waits while Redis is down, for the warning logged once. */
  waitingWhileDown: string;
  /** Logged when Redis takes jobs again after it was down; nothing when absent. */
  backAgain?: string;
}

/**
 * A producer of one job per table row (outbox mail, fan-outs). Fails fast when Redis is down: the row stays pending
 * in its table and the relay's sweep hands it over again (row-relay.ts).
 */
export class RowJobQueue<Data extends object> implements OnModuleDestroy {
  private readonly logger = new Logger(this.constructor.name);
  // Untyped: BullMQ's data type does not resolve for a type parameter; `options.jobData` types what is added.
  private readonly queue: Queue;
  private redisDownLogged = false;

  constructor(
    private readonly config: AppConfig,
    private readonly options: RowJobQueueOptions<Data>,
  ) {
    this.queue = new Queue(options.queueName, {
      connection: producerConnection(config.redisUrl),
      prefix: config.queuePrefix,
    });
    this.queue.on('error', (error) => this.logRedisDown(error));
  }

  /** One round trip for many rows; false when Redis did not take them. */
  async enqueueMany(rowIds: number[]): Promise<boolean> {
    try {
      // BullMQ waits for a connection before adding; a dead Redis must not hold the caller.
      const added = await withTimeout(
        this.queue
          .addBulk(
            rowIds.map((rowId) => ({
              name: this.options.jobName,
              data: this.options.jobData(rowId),
              opts: {
                jobId: `${this.options.jobIdPrefix}-${rowId}-${Date.now()}`,
                attempts: SEND_ATTEMPTS,
                backoff: { type: 'exponential', delay: this.config.mail.retryDelayMs },
                removeOnComplete: 1000,
                removeOnFail: 1000,
              },
            })),
          )
          .then(() => true),
        ENQUEUE_TIMEOUT_MS,
        false,
      );
      if (!added) throw new Error(`no answer within ${ENQUEUE_TIMEOUT_MS} ms`);
      if (this.redisDownLogged && this.options.backAgain) this.logger.log(this.options.backAgain);
      this.redisDownLogged = false;
      return true;
    } catch (error) {
      this.logRedisDown(error);
      return false;
    }
  }

  private logRedisDown(error: unknown): void {
    if (this.redisDownLogged) return;
    this.redisDownLogged = true;
    this.logger.warn(`Redis unavailable (${String(error)}): ${this.options.waitingWhileDown} until it is back`);
  }

  async onModuleDestroy(): Promise<void> {
    await closeBullmq(this.queue, () => this.queue.close());
  }
}

import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { closeBullmq } from '../redis/close-bullmq';
import { producerConnection } from '../redis/redis-connection';
import { withTimeout } from '../support/with-timeout';
import { EMAIL_QUEUE, SEND_ATTEMPTS, SEND_EMAIL_JOB, SendEmailJobData } from './mail.constants';

const ENQUEUE_TIMEOUT_MS = 2000;

/** The producer side. Fails fast when Redis is down: the outbox keeps the mail until it is back. */
@Injectable()
export class EmailQueue implements OnModuleDestroy {
  private readonly logger = new Logger(EmailQueue.name);
  private readonly queue: Queue<SendEmailJobData>;
  private redisDownLogged = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.queue = new Queue<SendEmailJobData>(EMAIL_QUEUE, {
      connection: producerConnection(config.redisUrl),
      prefix: config.queuePrefix,
    });
    this.queue.on('error', (error) => this.logRedisDown(error));
  }

  enqueue(outboxId: number): Promise<boolean> {
    return this.enqueueMany([outboxId]);
  }

  /** One round trip for many rows (a fan-out's chunk); false when Redis did not take them. */
  async enqueueMany(outboxIds: number[]): Promise<boolean> {
    try {
      // BullMQ waits for a connection before adding; a dead Redis must not hold the caller.
      const added = await withTimeout(
        this.queue
          .addBulk(
            outboxIds.map((outboxId) => ({
              name: SEND_EMAIL_JOB,
              data: { outboxId },
              opts: {
                jobId: `outbox-${outboxId}-${Date.now()}`,
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
      if (this.redisDownLogged) this.logger.log('Redis is reachable again; queued e-mails are going out');
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
    this.logger.warn(`Redis unavailable (${String(error)}): e-mails stay in the outbox until it is back`);
  }

  async onModuleDestroy(): Promise<void> {
    await closeBullmq(this.queue, () => this.queue.close());
  }
}

import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { closeBullmq } from '../redis/close-bullmq';
import { producerConnection } from '../redis/redis-connection';
import { withTimeout } from '../support/with-timeout';
import { EXPAND_FANOUT_JOB, ExpandFanoutJobData, FANOUT_QUEUE, SEND_ATTEMPTS } from './mail.constants';

const ENQUEUE_TIMEOUT_MS = 2000;

/** The producer side of fan-outs. Fails fast when Redis is down: the row waits for the sweep (fanout-relay.ts). */
@Injectable()
export class FanoutQueue implements OnModuleDestroy {
  private readonly logger = new Logger(FanoutQueue.name);
  private readonly queue: Queue<ExpandFanoutJobData>;
  private redisDownLogged = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.queue = new Queue<ExpandFanoutJobData>(FANOUT_QUEUE, {
      connection: producerConnection(config.redisUrl),
      prefix: config.queuePrefix,
    });
    this.queue.on('error', (error) => this.logRedisDown(error));
  }

  async enqueueMany(fanoutIds: number[]): Promise<boolean> {
    try {
      const added = await withTimeout(
        this.queue
          .addBulk(
            fanoutIds.map((fanoutId) => ({
              name: EXPAND_FANOUT_JOB,
              data: { fanoutId },
              opts: {
                jobId: `fanout-${fanoutId}-${Date.now()}`,
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
    this.logger.warn(`Redis unavailable (${String(error)}): mail fan-outs wait in their table until it is back`);
  }

  async onModuleDestroy(): Promise<void> {
    await closeBullmq(this.queue, () => this.queue.close());
  }
}

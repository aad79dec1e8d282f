import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Job, Worker } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { workerConnection } from '../redis/redis-connection';
import { withTimeout } from '../support/with-timeout';
import { EMAIL_QUEUE, SEND_ATTEMPTS, SendEmailJobData } from './mail.constants';
import { MailTransport } from './mail-transport';
import { OutboxEmail } from './outbox-email.entity';

/** The worker: sends one outbox row, at most once, retried by BullMQ on SMTP failures. */
@Injectable()
export class SendEmailJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SendEmailJob.name);
  private worker: Worker<SendEmailJobData> | null = null;
  private redisDownLogged = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.worker = new Worker<SendEmailJobData>(EMAIL_QUEUE, (job) => this.process(job), {
      connection: workerConnection(this.config.redisUrl),
      prefix: this.config.queuePrefix,
      concurrency: 4,
    });
    this.worker.on('error', (error) => {
      if (!this.redisDownLogged) this.logger.warn(`e-mail worker cannot reach Redis: ${String(error)}`);
      this.redisDownLogged = true;
    });
    this.worker.on('ready', () => (this.redisDownLogged = false));
    this.worker.on('failed', (job, error) => void this.recordFailure(job, error));
  }

  async onModuleDestroy(): Promise<void> {
    await withTimeout(this.worker?.close(true).catch(() => undefined) ?? Promise.resolve(), 2000, undefined);
    await this.worker?.disconnect().catch(() => undefined);
  }

  async process(job: Job<SendEmailJobData>): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // The row lock makes a duplicate job for the same mail wait, then see it already sent.
      const mail = await manager.findOne(OutboxEmail, {
        where: { id: job.data.outboxId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!mail || mail.status !== 'pending') return;
      await manager.increment(OutboxEmail, { id: mail.id }, 'attempts', 1);
      await this.transport.send(mail);
      await manager.update(OutboxEmail, { id: mail.id }, { status: 'sent', sentAt: new Date(), lastError: null });
    });
  }

  private async recordFailure(job: Job<SendEmailJobData> | undefined, error: Error): Promise<void> {
    if (!job) return;
    const final = job.attemptsMade >= (job.opts.attempts ?? SEND_ATTEMPTS);
    this.logger.warn(`e-mail ${job.data.outboxId} failed (attempt ${job.attemptsMade}): ${error.message}`);
    await this.dataSource
      .getRepository(OutboxEmail)
      .update({ id: job.data.outboxId, status: 'pending' }, { lastError: error.message, ...(final ? { status: 'failed' } : {}) })
      .catch(() => undefined);
  }
}

import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Job, UnrecoverableError, Worker } from 'bullmq';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { closeBullmq } from '../redis/close-bullmq';
import { driverPool } from '../database/driver-pool';
import { workerConnection } from '../redis/redis-connection';
import { EMAIL_QUEUE, SEND_ATTEMPTS, SendEmailJobData } from './mail.constants';
import { MailTransport } from './mail-transport';

interface ClaimedMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

/**
 * The worker: sends one outbox row at most once at a time. It claims the row in one statement (pending → sending,
 * attempts + 1, committed before the send), so no lock is held across SMTP and a failed send still counts.
 * A failure puts the row back to pending for BullMQ's backoff retry, or marks it failed after SEND_ATTEMPTS.
 */
@Injectable()
export class SendEmailJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SendEmailJob.name);
  private worker: Worker<SendEmailJobData> | null = null;
  private redisDownLogged = false;
  /** Single statements outside any transaction: no TypeORM query runner around each of a mail's two updates. */
  private readonly pool: Pool;

  constructor(
    dataSource: DataSource,
    private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.pool = driverPool(dataSource);
  }

  onApplicationBootstrap(): void {
    this.worker = new Worker<SendEmailJobData>(EMAIL_QUEUE, (job) => this.process(job), {
      connection: workerConnection(this.config.redisUrl),
      prefix: this.config.queuePrefix,
      concurrency: this.config.mail.concurrency,
    });
    this.worker.on('error', (error) => {
      if (!this.redisDownLogged) this.logger.warn(`e-mail worker cannot reach Redis: ${String(error)}`);
      this.redisDownLogged = true;
    });
    this.worker.on('ready', () => (this.redisDownLogged = false));
  }

  async onModuleDestroy(): Promise<void> {
    const worker = this.worker;
    if (worker) await closeBullmq(worker, () => worker.close(true));
  }

  async process(job: Job<SendEmailJobData>): Promise<void> {
    const id = job.data.outboxId;
    const {
      rows: [mail],
    } = await this.pool.query<ClaimedMail>(
      `UPDATE email_outbox SET status = 'sending', claimed_at = now(), attempts = attempts + 1
       WHERE id = $1 AND status = 'pending'
       RETURNING to_address AS "to", subject, text, html, attempts`,
      [id],
    );
    // Sent, failed, or another worker holds it: nothing to do.
    if (!mail) return;
    try {
      await this.transport.send(mail);
    } catch (error) {
      return this.recordFailure(id, mail.attempts, error as Error);
    }
    await this.pool.query(
      `UPDATE email_outbox SET status = 'sent', sent_at = now(), claimed_at = NULL, last_error = NULL WHERE id = $1 AND status = 'sending'`,
      [id],
    );
  }

  /** Back to pending and rethrown for BullMQ's backoff, or failed for good after SEND_ATTEMPTS. */
  private async recordFailure(id: number, attempts: number, error: Error): Promise<never> {
    const final = attempts >= SEND_ATTEMPTS;
    await this.pool.query(
      `UPDATE email_outbox SET status = $2, claimed_at = NULL, last_error = $3 WHERE id = $1 AND status = 'sending'`,
      [id, final ? 'failed' : 'pending', error.message.slice(0, 2000)],
    );
    if (final) {
      this.logger.error(`e-mail ${id} failed after ${attempts} attempts, giving up: ${error.message}`);
      throw new UnrecoverableError(error.message);
    }
    this.logger.warn(`e-mail ${id} failed (attempt ${attempts} of ${SEND_ATTEMPTS}), retrying: ${error.message}`);
    throw error;
  }
}

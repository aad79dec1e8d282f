import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Job, UnrecoverableError, Worker } from 'bullmq';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { closeBullmq } from '../redis/close-bullmq';
import { driverPool } from '../database/driver-pool';
import { workerConnection } from '../redis/redis-connection';
import { withTimeout } from '../support/with-timeout';
import { EMAIL_QUEUE, JOB_LOCK_MS, SEND_ATTEMPTS, SendEmailJobData, STALLED_CHECK_MS } from './mail.constants';
import { fillSecrets } from './mail-secrets';
import { MailTransport } from './mail-transport';
import { bulkHeaders, withUnsubscribeFooter } from './bulk-mail';
import { claimMail, ClaimedMail, markSuppressed, recordSendFailure } from './outbox.sql';
import { SentMarks } from './sent-marks';
import { UnsubscribeLinks } from './unsubscribe-link';
import { WorkerLease } from './worker-lease';

/** Sends under way may finish (and be marked) when the worker stops; longer ones are sent again by the next worker. */
const FINISH_SENDS_MS = 10000;

/**
 * The worker: sends one outbox row at most once at a time. It claims the row in one statement (pending → sending,
 * stamped with its lease, attempts + 1, committed before the send), so no lock is held across SMTP and a failed
 * send still counts. A failure puts the row back to pending for BullMQ's backoff retry, or marks it failed after
 * SEND_ATTEMPTS. A row this worker claimed and is not sending (its mark or failure could not be written) is its own
 * to claim again. A bulk mail to an address that opted out is not sent but marked suppressed; every other bulk mail
 * goes with its unsubscribe address (bulk-mail.ts).
 */
@Injectable()
export class SendEmailJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SendEmailJob.name);
  private worker: Worker<SendEmailJobData> | null = null;
  private redisDownLogged = false;
  /** Single statements outside any transaction: no TypeORM query runner around a claim. */
  private readonly pool: Pool;
  /** Rows this process is sending, by id: a second job for one of them leaves it alone. */
  private readonly sending = new Map<number, Promise<void>>();

  constructor(
    dataSource: DataSource,
    private readonly transport: MailTransport,
    private readonly lease: WorkerLease,
    private readonly marks: SentMarks,
    private readonly unsubscribe: UnsubscribeLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.pool = driverPool(dataSource);
  }

  onApplicationBootstrap(): void {
    this.worker = new Worker<SendEmailJobData>(EMAIL_QUEUE, (job) => this.process(job), {
      connection: workerConnection(this.config.redisUrl),
      prefix: this.config.queuePrefix,
      concurrency: this.config.mail.concurrency,
      lockDuration: JOB_LOCK_MS,
      stalledInterval: STALLED_CHECK_MS,
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
    await withTimeout(Promise.allSettled(this.sending.values()), FINISH_SENDS_MS, []);
  }

  process(job: Job<SendEmailJobData>): Promise<void> {
    const id = job.data.outboxId;
    if (this.sending.has(id)) return Promise.resolve();
    const work = this.claimAndSend(id).finally(() => this.sending.delete(id));
    this.sending.set(id, work);
    return work;
  }

  private async claimAndSend(id: number): Promise<void> {
    const mail = await claimMail(this.pool, id, this.lease.workerId);
    // Sent, failed, or another live worker holds it: nothing to do.
    if (!mail) return;
    if (mail.optedOut) return markSuppressed(this.pool, id);
    try {
      await this.transport.send(this.asSent(mail));
    } catch (error) {
      return this.recordFailure(id, mail.attempts, error as Error);
    }
    await this.marks.mark(id);
  }

  /** The body with its secrets; bulk mail with its unsubscribe address in the headers and at its foot. */
  private asSent(mail: ClaimedMail) {
    const filled = fillSecrets(mail, mail.secrets);
    if (!mail.bulk) return filled;
    const link = this.unsubscribe.link(mail.to);
    return { ...withUnsubscribeFooter(filled, link), headers: bulkHeaders(link) };
  }

  /** Back to pending and rethrown for BullMQ's backoff, or failed for good (secrets dropped) after SEND_ATTEMPTS. */
  private async recordFailure(id: number, attempts: number, error: Error): Promise<never> {
    const final = attempts >= SEND_ATTEMPTS;
    await recordSendFailure(this.pool, id, final, error.message.slice(0, 2000));
    if (final) {
      this.logger.error(`e-mail ${id} failed after ${attempts} attempts, giving up: ${error.message}`);
      throw new UnrecoverableError(error.message);
    }
    this.logger.warn(`e-mail ${id} failed (attempt ${attempts} of ${SEND_ATTEMPTS}), retrying: ${error.message}`);
    throw error;
  }
}

import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Job, UnrecoverableError, Worker } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { UnitOfWork } from '../events/unit-of-work';
import { closeBullmq } from '../redis/close-bullmq';
import { workerConnection } from '../redis/redis-connection';
import { advanceFanout, lockPendingFanout, recordFanoutFailure } from './fanout.sql';
import { MailFanouts } from './mail-fanouts';
import { MailOutbox } from './mail-outbox';
import { ExpandFanoutJobData, FANOUT_CHUNK, FANOUT_QUEUE, JOB_LOCK_MS, SEND_ATTEMPTS, STALLED_CHECK_MS } from './mail.constants';

/** Fan-outs expanded at once by one worker; each holds one pooled connection during a chunk. */
const FANOUT_CONCURRENCY = 4;

/**
 * The worker side of a fan-out: chunk after chunk, one transaction each, it locks the row, asks the kind's expander
 * for the next FANOUT_CHUNK recipients after the row's cursor, writes their mails to the outbox and moves the cursor
 * past them. A worker that dies mid-chunk rolls the whole chunk back, so the next one (BullMQ brings a stalled job
 * back within seconds; the sweep requeues anything older) starts from the same cursor: every mail exactly once.
 */
@Injectable()
export class ExpandFanoutJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ExpandFanoutJob.name);
  private worker: Worker<ExpandFanoutJobData> | null = null;
  /** Set when the process stops: expansions end after their current chunk and are taken up by the next worker. */
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly fanouts: MailFanouts,
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.worker = new Worker<ExpandFanoutJobData>(FANOUT_QUEUE, (job) => this.process(job), {
      connection: workerConnection(this.config.redisUrl),
      prefix: this.config.queuePrefix,
      concurrency: FANOUT_CONCURRENCY,
      lockDuration: JOB_LOCK_MS,
      stalledInterval: STALLED_CHECK_MS,
      // A killed worker's job must come back, however often workers die; the row's cursor makes a rerun harmless.
      maxStalledCount: SEND_ATTEMPTS,
    });
    this.worker.on('error', (error) => this.logger.warn(`fan-out worker cannot reach Redis: ${String(error)}`));
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    const worker = this.worker;
    if (worker) await closeBullmq(worker, () => worker.close());
  }

  async process(job: Job<ExpandFanoutJobData>): Promise<void> {
    const id = job.data.fanoutId;
    let more = true;
    try {
      while (more && !this.stopping) more = await this.expandChunk(id);
    } catch (error) {
      const message = String(error instanceof Error ? error.message : error).slice(0, 2000);
      const failed = await recordFanoutFailure(this.dataSource.manager, id, message, SEND_ATTEMPTS);
      this.logger.warn(`mail fan-out ${id} failed${failed ? ' for good' : ', retrying'}: ${message}`);
      throw failed ? new UnrecoverableError(message) : error;
    }
    // Not a failure: the job is retried (by this process's successor) from the fan-out's cursor.
    if (more) throw new Error(`mail fan-out ${id} paused as the worker stops`);
  }

  /** One chunk in one transaction; true while there is more to expand. */
  private expandChunk(id: number): Promise<boolean> {
    return this.uow.run(null, async (tx) => {
      const fanout = await lockPendingFanout(tx.manager, id);
      if (!fanout) return false;
      const expander = this.fanouts.expanderOf(fanout.kind);
      if (!expander) throw new Error(`no expander registered for mail fan-out kind "${fanout.kind}"`);
      const recipients = await expander(tx, fanout.payload, fanout.afterKey, FANOUT_CHUNK);
      const mails = recipients.flatMap((r) => (r.mail ? [r.mail] : []));
      await this.outbox.sendMany(tx, mails);
      const done = recipients.length < FANOUT_CHUNK;
      const afterKey = recipients.at(-1)?.key ?? fanout.afterKey;
      await advanceFanout(tx.manager, id, { afterKey, mails: mails.length, done });
      return !done;
    });
  }
}

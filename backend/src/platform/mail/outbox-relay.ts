import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { EmailQueue } from './email-queue';
import { REQUEUE_AFTER_MS } from './mail.constants';
import { OutboxEmail } from './outbox-email.entity';
import { markQueued, releaseOrphanedClaims } from './outbox.sql';

/** Rows handed to the queue per round trip and per queued mark. */
const HANDOFF_BATCH = 200;

/**
 * Hands outbox rows to the queue: right after the commit that wrote them, and on a sweep (also at start, after a
 * crash) that catches whatever could not be queued (Redis down), was lost on the way, or was left by a dead worker.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer: NodeJS.Timeout | null = null;
  private sweeping = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: EmailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.outboxSweepMs > 0) {
      void this.sweep();
      this.timer = setInterval(() => void this.sweep(), this.config.outboxSweepMs);
      this.timer.unref();
    }
  }

  /** Lets hand-offs already under way finish before the connections close. */
  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await Promise.all(this.inFlight);
  }

  /** Never throws: whatever fails here stays pending in the outbox for the next sweep. */
  dispatch(ids: number[]): Promise<void> {
    const work = this.enqueueAll(ids).catch((error: unknown) => this.logger.warn(`outbox hand-off failed: ${String(error)}`));
    this.inFlight.add(work);
    return work.finally(() => this.inFlight.delete(work));
  }

  private async enqueueAll(ids: number[]): Promise<void> {
    for (let start = 0; start < ids.length; start += HANDOFF_BATCH) {
      const batch = ids.slice(start, start + HANDOFF_BATCH);
      if (!(await this.queue.enqueueMany(batch))) return;
      await markQueued(this.dataSource.manager, batch, new Date());
    }
  }

  /** Queues pending mail that was never queued or has waited too long; returns how many. */
  async sweep(): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    try {
      await releaseOrphanedClaims(this.dataSource.manager);
      const due = await this.dataSource
        .getRepository(OutboxEmail)
        .createQueryBuilder('m')
        .select('m.id', 'id')
        .where("m.status = 'pending'")
        .andWhere('(m.queued_at IS NULL OR m.queued_at < :before)', { before: new Date(Date.now() - REQUEUE_AFTER_MS) })
        .orderBy('m.id')
        .limit(100)
        .getRawMany<{ id: number }>();
      await this.dispatch(due.map((row) => row.id));
      return due.length;
    } catch (error) {
      this.logger.warn(`outbox sweep failed: ${String(error)}`);
      return 0;
    } finally {
      this.sweeping = false;
    }
  }
}

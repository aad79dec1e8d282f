import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { dueFanouts, markFanoutsQueued } from './fanout.sql';
import { FanoutQueue } from './fanout-queue';
import { REQUEUE_AFTER_MS } from './mail.constants';

/**
 * Hands fan-outs to the queue as the outbox relay hands mail: right after the commit that wrote them, and on a sweep
 * (also at start) for whatever was not queued (Redis down) or whose job was lost or gave up.
 */
@Injectable()
export class FanoutRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(FanoutRelay.name);
  private timer: NodeJS.Timeout | null = null;
  private sweeping = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: FanoutQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.outboxSweepMs > 0) {
      void this.sweep();
      this.timer = setInterval(() => void this.sweep(), this.config.outboxSweepMs);
      this.timer.unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await Promise.all(this.inFlight);
  }

  /** Never throws: what fails here stays pending for the next sweep. */
  dispatch(ids: number[]): Promise<void> {
    const work = this.enqueue(ids).catch((error: unknown) => this.logger.warn(`fan-out hand-off failed: ${String(error)}`));
    this.inFlight.add(work);
    return work.finally(() => this.inFlight.delete(work));
  }

  private async enqueue(ids: number[]): Promise<void> {
    if (ids.length === 0 || !(await this.queue.enqueueMany(ids))) return;
    await markFanoutsQueued(this.dataSource.manager, ids, new Date());
  }

  /** Queues pending fan-outs never queued or queued too long ago; returns how many. */
  async sweep(): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    try {
      const due = await dueFanouts(this.dataSource.manager, new Date(Date.now() - REQUEUE_AFTER_MS), 100);
      await this.dispatch(due);
      return due.length;
    } catch (error) {
      this.logger.warn(`fan-out sweep failed: ${String(error)}`);
      return 0;
    } finally {
      this.sweeping = false;
    }
  }
}

import { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { REQUEUE_AFTER_MS } from './mail.constants';

/** Rows handed to the queue per round trip and per queued mark. */
const HANDOFF_BATCH = 200;

/** Pending rows a sweep hands over at most. */
const SWEEP_LIMIT = 100;

/** What a relay hands its rows to (row-job-queue.ts): false when Redis did not take them. */
export interface RowQueue {
  enqueueMany(rowIds: number[]): Promise<boolean>;
}

/**
 * Hands a table's pending rows to their queue: right after the commit that wrote them, and on a sweep (also at start)
 * that catches whatever could not be queued (Redis down) or was lost on the way. Subclasses say which rows are due
 * and how they are marked queued.
 */
export abstract class RowRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(this.constructor.name);
  private timer: NodeJS.Timeout | null = null;
  private sweeping = false;
  private readonly inFlight = new Set<Promise<void>>();

  protected constructor(
    protected readonly dataSource: DataSource,
    private readonly queue: RowQueue,
    private readonly config: AppConfig,
    /** The rows' name in log lines. */
    private readonly rows: string,
  ) {}

  /** Pending rows never queued or queued before `before`, at most `limit`. */
  protected abstract dueRows(before: Date, limit: number): Promise<number[]>;

  /** Marks rows handed to the queue at `queuedAt`. */
  protected abstract markQueued(ids: number[], queuedAt: Date): Promise<void>;

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

  /** Never throws: whatever fails here stays pending for the next sweep. */
  dispatch(ids: number[]): Promise<void> {
    const work = this.enqueueAll(ids).catch((error: unknown) =>
      this.logger.warn(`${this.rows} hand-off failed: ${String(error)}`),
    );
    this.inFlight.add(work);
    return work.finally(() => this.inFlight.delete(work));
  }

  private async enqueueAll(ids: number[]): Promise<void> {
    for (let start = 0; start < ids.length; start += HANDOFF_BATCH) {
      const batch = ids.slice(start, start + HANDOFF_BATCH);
      if (!(await this.queue.enqueueMany(batch))) return;
      await this.markQueued(batch, new Date());
    }
  }

  /** Queues pending rows never queued or queued too long ago; returns how many. */
  async sweep(): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    try {
      const due = await this.dueRows(new Date(Date.now() - REQUEUE_AFTER_MS), SWEEP_LIMIT);
      await this.dispatch(due);
      return due.length;
    } catch (error) {
      this.logger.warn(`${this.rows} sweep failed: ${String(error)}`);
      return 0;
    } finally {
      this.sweeping = false;
    }
  }
}

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
  /** Rows committed and not yet handed over, and the hand-off under way, if any. */
  private waiting: number[] = [];
  private handingOff: Promise<void> | null = null;

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

  /** Lets the hand-off under way finish before the connections close. */
  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.handingOff;
  }

  /**
   * Hands the rows over; resolves once they are (with the rows that came meanwhile). One hand-off at a time: rows
   * committed while one is under way wait and go together in the next, one queue round trip and one queued mark
   * for all, so a burst of registrations costs a few hand-offs, not one each (docs/architecture.md, "Prepared write
   * path"). Never throws: whatever fails here stays pending for the next sweep.
   */
  dispatch(ids: number[]): Promise<void> {
    this.waiting.push(...ids);
    // Only with rows waiting: the hand-off then awaits before it ends, so it ends after this assignment.
    if (!this.handingOff && this.waiting.length) this.handingOff = this.handOffWaiting();
    return this.handingOff ?? Promise.resolve();
  }

  private async handOffWaiting(): Promise<void> {
    try {
      while (this.waiting.length) {
        const batch = this.waiting.splice(0, HANDOFF_BATCH);
        try {
          // Redis did not take them: the rest waits for the sweep too (never-queued rows are due at once).
          if (!(await this.queue.enqueueMany(batch))) this.waiting = [];
          else await this.markQueued(batch, new Date());
        } catch (error) {
          this.logger.warn(`${this.rows} hand-off failed: ${String(error)}`);
        }
      }
    } finally {
      // In the same turn as the last check of `waiting`: a dispatch after this starts a new hand-off.
      this.handingOff = null;
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

import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { EmailQueue } from './email-queue';
import { dueOutboxIds, markQueued, releaseOrphanedClaims } from './outbox.sql';
import { RowRelay } from './row-relay';

/**
 * Hands outbox rows to the queue: right after the commit that wrote them, and on a sweep (also at start, after a
 * crash) that catches whatever could not be queued (Redis down), was lost on the way, or was left by a dead worker.
 */
@Injectable()
export class OutboxRelay extends RowRelay {
  constructor(dataSource: DataSource, queue: EmailQueue, @Inject(APP_CONFIG) config: AppConfig) {
    super(dataSource, queue, config, 'outbox');
  }

  /** Pending mail never queued or waiting too long, after the rows of dead workers are released. */
  protected async dueRows(before: Date, limit: number): Promise<number[]> {
    await releaseOrphanedClaims(this.dataSource.manager);
    return dueOutboxIds(this.dataSource.manager, before, limit);
  }

  protected markQueued(ids: number[], queuedAt: Date): Promise<void> {
    return markQueued(this.dataSource.manager, ids, queuedAt);
  }
}

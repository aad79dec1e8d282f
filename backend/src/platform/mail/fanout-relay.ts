import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { dueFanouts, markFanoutsQueued } from './fanout.sql';
import { FanoutQueue } from './fanout-queue';
import { RowRelay } from './row-relay';

/**
 * Hands fan-outs to the queue as the outbox relay hands mail: right after the commit that wrote them, and on a sweep
 * (also at start) for whatever was not queued (Redis down) or whose job was lost or gave up.
 */
@Injectable()
export class FanoutRelay extends RowRelay {
  constructor(dataSource: DataSource, queue: FanoutQueue, @Inject(APP_CONFIG) config: AppConfig) {
    super(dataSource, queue, config, 'fan-out');
  }

  protected dueRows(before: Date, limit: number): Promise<number[]> {
    return dueFanouts(this.dataSource.manager, before, limit);
  }

  protected markQueued(ids: number[], queuedAt: Date): Promise<void> {
    return markFanoutsQueued(this.dataSource.manager, ids, queuedAt);
  }
}

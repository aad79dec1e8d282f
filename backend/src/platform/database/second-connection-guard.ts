import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { driverPool } from './driver-pool';
import { currentTransaction } from './transaction-scope';

/**
 * Reports any pooled connection taken while the same async context holds a command's transaction: the pattern
 * that stalled the API under ten concurrent writes. It costs one lookup per checkout, so it runs everywhere;
 * the test app fails a suite that caused one.
 */
@Injectable()
export class SecondConnectionGuard implements OnApplicationBootstrap {
  private readonly logger = new Logger(SecondConnectionGuard.name);
  readonly violations: string[] = [];

  constructor(private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    driverPool(this.dataSource).on('acquire', () => {
      if (!currentTransaction()) return;
      const where = new Error('a second pooled connection was taken inside a transaction').stack ?? '';
      this.violations.push(where);
      this.logger.error(where);
    });
  }
}

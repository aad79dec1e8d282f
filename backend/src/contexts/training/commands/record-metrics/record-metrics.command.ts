import { Command } from '@nestjs/cqrs';
import type { RecordMetricsRequest } from '@rallypoint/shared';

export class RecordMetricsCommand extends Command<void> {
  constructor(
    readonly adminId: number,
    readonly studentId: number,
    readonly metrics: RecordMetricsRequest,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { RecordProgressRequest } from '@rallypoint/shared';

export class RecordProgressCommand extends Command<void> {
  constructor(
    readonly adminId: number,
    readonly studentId: number,
    readonly progress: RecordProgressRequest,
  ) {
    super();
  }
}

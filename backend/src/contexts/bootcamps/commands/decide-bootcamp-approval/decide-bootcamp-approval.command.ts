import { Command } from '@nestjs/cqrs';
import type { ApprovalDecision } from '@rallypoint/shared';

export class DecideBootcampApprovalCommand extends Command<void> {
  constructor(
    readonly bootcampId: number,
    readonly adminId: number,
    readonly decision: ApprovalDecision,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { ApprovalDecision } from '@rallypoint/shared';

export class DecideTournamentApprovalCommand extends Command<void> {
  constructor(
    readonly tournamentId: number,
    readonly adminId: number,
    readonly decision: ApprovalDecision,
  ) {
    super();
  }
}

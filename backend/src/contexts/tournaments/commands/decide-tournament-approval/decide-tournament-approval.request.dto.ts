import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { APPROVAL_DECISIONS, type ApprovalDecision, type ApprovalRequest } from '@rallypoint/shared';

export const APPROVAL_STATUS_MESSAGE = "Status must be 'approved' or 'rejected'";

export class DecideTournamentApprovalRequestDto implements ApprovalRequest {
  @ApiProperty({ enum: APPROVAL_DECISIONS })
  @IsIn(APPROVAL_DECISIONS, { message: APPROVAL_STATUS_MESSAGE })
  status: ApprovalDecision;
}

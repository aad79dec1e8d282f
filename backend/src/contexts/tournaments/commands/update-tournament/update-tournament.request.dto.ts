import { ApiPropertyOptional } from '@nestjs/swagger';
import { SPORTS, type Sport } from '@rallypoint/shared';
import { ClearableIfSent, IfSent, TOURNAMENT_FIELDS as F } from '../shared/tournament-request-fields';

/**
 * PATCH /api/tournaments/{id}: the create rules, each field optional. A field left out stays as it is;
 * an optional field sent as '' or null is cleared. Date order is checked again on the merged result.
 */
export class UpdateTournamentRequestDto {
  @ApiPropertyOptional({ enum: SPORTS }) @IfSent(F.sport) sport?: Sport;
  @ApiPropertyOptional() @IfSent(F.name) name?: string;
  @ApiPropertyOptional() @IfSent(F.venue) venue?: string;
  @ApiPropertyOptional() @IfSent(F.divisions) divisions?: number;
  @ApiPropertyOptional() @ClearableIfSent(F.description) description?: string | null;
  @ApiPropertyOptional() @IfSent(F.startDate) startDate?: string;
  @ApiPropertyOptional() @IfSent(F.endDate) endDate?: string;
  @ApiPropertyOptional() @ClearableIfSent(F.registrationDeadline) registrationDeadline?: string | null;
  @ApiPropertyOptional() @IfSent(F.maxParticipants) maxParticipants?: number;
  @ApiPropertyOptional() @ClearableIfSent(F.entryFee) entryFee?: string | null;
  @ApiPropertyOptional() @ClearableIfSent(F.prizePool) prizePool?: string | null;
  @ApiPropertyOptional() @IfSent(F.rules) rules?: string;
  @ApiPropertyOptional() @ClearableIfSent(F.additionalInfo) additionalInfo?: string | null;
  @ApiPropertyOptional() @IfSent(F.poc1Name) poc1Name?: string;
  @ApiPropertyOptional() @IfSent(F.poc1Contact) poc1Contact?: string;
  @ApiPropertyOptional() @IfSent(F.poc1Email) poc1Email?: string;
  @ApiPropertyOptional() @ClearableIfSent(F.poc2Name) poc2Name?: string | null;
  @ApiPropertyOptional() @ClearableIfSent(F.poc2Contact) poc2Contact?: string | null;
  @ApiPropertyOptional() @ClearableIfSent(F.poc2Email) poc2Email?: string | null;
}

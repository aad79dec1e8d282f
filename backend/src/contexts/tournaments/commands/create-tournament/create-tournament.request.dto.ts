import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DEFAULT_MAX_PARTICIPANTS, SPORTS, type CreateTournamentRequest, type Sport } from '@rallypoint/shared';
import { Optional, Required, TOURNAMENT_FIELDS as F } from '../shared/tournament-request-fields';

/** POST /api/tournaments: every §5 rule is enforced here, whatever the client checked. */
export class CreateTournamentRequestDto implements CreateTournamentRequest {
  @ApiProperty({ enum: SPORTS }) @Required(F.sport) sport: Sport;
  @ApiProperty() @Required(F.name) name: string;
  @ApiProperty() @Required(F.venue) venue: string;
  @ApiProperty({ minimum: 1, maximum: 6 }) @Required(F.divisions) divisions: number;
  @ApiPropertyOptional() @Optional(F.description) description?: string;
  @ApiProperty({ example: '2026-06-01' }) @Required(F.startDate) startDate: string;
  @ApiProperty({ example: '2026-06-03' }) @Required(F.endDate) endDate: string;
  @ApiPropertyOptional({ example: '2026-05-25' }) @Optional(F.registrationDeadline) registrationDeadline?: string;
  @ApiPropertyOptional({ default: DEFAULT_MAX_PARTICIPANTS }) @Optional(F.maxParticipants) maxParticipants?: number;
  @ApiPropertyOptional({ example: '25.00' }) @Optional(F.entryFee) entryFee?: string;
  @ApiPropertyOptional({ example: '500.00' }) @Optional(F.prizePool) prizePool?: string;
  @ApiProperty() @Required(F.rules) rules: string;
  @ApiPropertyOptional() @Optional(F.additionalInfo) additionalInfo?: string;
  @ApiProperty() @Required(F.poc1Name) poc1Name: string;
  @ApiProperty() @Required(F.poc1Contact) poc1Contact: string;
  @ApiProperty() @Required(F.poc1Email) poc1Email: string;
  @ApiPropertyOptional() @Optional(F.poc2Name) poc2Name?: string;
  @ApiPropertyOptional() @Optional(F.poc2Contact) poc2Contact?: string;
  @ApiPropertyOptional() @Optional(F.poc2Email) poc2Email?: string;
}

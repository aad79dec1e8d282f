import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, Equals, IsArray, IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import {
  HANDEDNESS,
  SKILL_LEVELS,
  TIME_SLOTS,
  TOURNAMENT_REGISTRATION_MESSAGES as R,
  type Handedness,
  type SkillLevel,
  type TimeSlot,
  type TournamentRegistrationRequest,
} from '@rallypoint/shared';
import { EmptyAsUndefined, Trim } from '../../../../platform/http';

export const SKILL_DESCRIPTION_TOO_LONG = 'Skill description must be at most 2000 characters';

type RegistrationFields = Omit<TournamentRegistrationRequest, 'tournamentId' | 'sport'>;

/**
 * POST /api/tournaments/{id}/register. `tournamentId` and `sport` are not read from the body: the path
 * names the tournament and the sport is the tournament's (§5), so the whitelist drops them.
 * class-validator checks the bottom decorator first, so the basic checks sit lowest.
 */
export class SubmitRegistrationRequestDto implements RegistrationFields {
  @ApiProperty() @Trim()
  @MaxLength(200, { message: R.fullName })
  @MinLength(1, { message: R.fullName })
  @IsString({ message: R.fullName })
  fullName: string;

  @ApiProperty() @Trim()
  @MaxLength(320, { message: R.email })
  @IsEmail({}, { message: R.email })
  @IsString({ message: R.email })
  email: string;

  @ApiProperty() @Trim()
  @MaxLength(30, { message: R.phone })
  @MinLength(1, { message: R.phone })
  @IsString({ message: R.phone })
  phone: string;

  @ApiProperty({ enum: SKILL_LEVELS })
  @IsIn(SKILL_LEVELS, { message: R.skillLevel })
  skillLevel: SkillLevel;

  @ApiPropertyOptional() @EmptyAsUndefined() @IsOptional()
  @MaxLength(2000, { message: SKILL_DESCRIPTION_TOO_LONG })
  @IsString({ message: SKILL_DESCRIPTION_TOO_LONG })
  skillDescription?: string;

  @ApiProperty({ enum: HANDEDNESS })
  @IsIn(HANDEDNESS, { message: R.handedness })
  handedness: Handedness;

  // A slot ticked twice is still one slot.
  @ApiProperty({ enum: TIME_SLOTS, isArray: true })
  @Transform(({ value }) => (Array.isArray(value) ? [...new Set(value)] : value))
  @IsIn(TIME_SLOTS, { each: true, message: R.availableTimes })
  @ArrayMaxSize(TIME_SLOTS.length, { message: R.availableTimes })
  @ArrayMinSize(1, { message: R.availableTimes })
  @IsArray({ message: R.availableTimes })
  availableTimes: TimeSlot[];

  @ApiProperty()
  @Equals(true, { message: R.commitmentAcknowledged })
  commitmentAcknowledged: boolean;
}

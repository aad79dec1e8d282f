import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMinSize, IsArray, IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import {
  PLAYER_LEVELS,
  SIGNUP_MESSAGES as M,
  SPORTS,
  USERNAME_PATTERN,
  USER_TYPES,
  type PlayerLevel,
  type SignupRequest,
  type Sport,
  type UserType,
} from '@rallypoint/shared';
import { EmptyAsUndefined, Trim } from '../../../../platform/http';

/** class-validator checks the bottom decorator first, so the basic checks sit lowest (one message per field). */
export class SignUpRequestDto implements SignupRequest {
  @ApiProperty() @Trim()
  @MaxLength(100, { message: M.firstName })
  @MinLength(1, { message: M.firstName })
  @IsString({ message: M.firstName })
  firstName: string;

  @ApiProperty() @Trim()
  @MaxLength(100, { message: M.lastName })
  @MinLength(1, { message: M.lastName })
  @IsString({ message: M.lastName })
  lastName: string;

  @ApiProperty() @Trim()
  @Matches(USERNAME_PATTERN, { message: M.usernameCharacters })
  @MaxLength(50, { message: M.usernameTooLong })
  @MinLength(3, { message: M.username })
  @IsString({ message: M.username })
  username: string;

  @ApiProperty() @Trim()
  @MaxLength(320, { message: M.email })
  @IsEmail({}, { message: M.email })
  @IsString({ message: M.email })
  email: string;

  @ApiProperty() @Trim()
  @MaxLength(30, { message: M.phone })
  @MinLength(10, { message: M.phone })
  @IsString({ message: M.phone })
  phone: string;

  @ApiPropertyOptional() @EmptyAsUndefined() @IsOptional()
  @MaxLength(200, { message: M.organizationName })
  @IsString({ message: M.organizationName })
  organizationName?: string;

  @ApiProperty({ enum: USER_TYPES, default: 'individual_player' }) @IsOptional()
  @IsIn(USER_TYPES, { message: M.userType })
  userType: UserType = 'individual_player';

  @ApiProperty({ enum: SPORTS, isArray: true })
  @IsIn(SPORTS, { each: true, message: M.sports })
  @ArrayMinSize(1, { message: M.sports })
  @IsArray({ message: M.sports })
  sports: Sport[];

  @ApiProperty() @Trim()
  @MaxLength(200, { message: M.addressLine1 })
  @MinLength(1, { message: M.addressLine1 })
  @IsString({ message: M.addressLine1 })
  addressLine1: string;

  @ApiProperty() @Trim()
  @MaxLength(100, { message: M.state })
  @MinLength(2, { message: M.state })
  @IsString({ message: M.state })
  state: string;

  @ApiProperty() @Trim()
  @MaxLength(20, { message: M.zipCode })
  @MinLength(5, { message: M.zipCode })
  @IsString({ message: M.zipCode })
  zipCode: string;

  @ApiProperty()
  @MaxLength(200, { message: M.passwordTooLong })
  @MinLength(6, { message: M.password })
  @IsString({ message: M.password })
  password: string;

  @ApiPropertyOptional({ enum: PLAYER_LEVELS }) @EmptyAsUndefined() @IsOptional()
  @IsIn(PLAYER_LEVELS, { message: M.level })
  level?: PlayerLevel;
}

import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { LOGIN_MESSAGES as M, type LoginRequest } from '@rallypoint/shared';
import { Trim } from '../../../platform/http';

export class LoginRequestDto implements LoginRequest {
  @ApiProperty() @Trim()
  @MaxLength(320, { message: M.username })
  @MinLength(1, { message: M.username })
  @IsString({ message: M.username })
  username: string;

  @ApiProperty()
  @MaxLength(200, { message: M.password })
  @MinLength(1, { message: M.password })
  @IsString({ message: M.password })
  password: string;
}

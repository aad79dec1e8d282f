import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import { Request } from 'express';
import { Strategy } from 'passport-local';
import { Repository } from 'typeorm';
import type { SessionUser } from '../../../platform/auth';
import { accountSignInRefusal } from '../domain/account-can-sign-in.rule';
import { toSessionUser } from '../domain/current-user.mapper';
import { passwordMatches } from '../domain/password';
import { User } from '../domain/user.entity';
import { LoginThrottle } from './login-throttle';

export const INVALID_CREDENTIALS = 'Invalid username or password';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly throttle: LoginThrottle,
  ) {
    super({ passReqToCallback: true });
  }

  async validate(request: Request, username: string, password: string): Promise<SessionUser> {
    const user = await this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.username) = lower(:username)', { username: username.trim() })
      .getOne();
    if (!user || !(await passwordMatches(user.passwordHash, password))) {
      await this.throttle.recordFailure(username, request.ip ?? 'unknown');
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    const refusal = accountSignInRefusal(user);
    if (refusal) throw new ForbiddenException(refusal);
    await this.throttle.clearFor(user.username);
    return toSessionUser(user);
  }
}

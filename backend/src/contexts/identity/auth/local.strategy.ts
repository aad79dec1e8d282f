import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import { Request } from 'express';
import { Strategy } from 'passport-local';
import { Repository } from 'typeorm';
import type { SessionUser } from '../../../platform/auth';
import { refusalException } from '../../../platform/rules';
import { INVALID_CREDENTIALS } from '../domain/identity.errors';
import { accountSignInRefusal } from '../domain/rules/account-can-sign-in.rule';
import { toSessionUser } from '../domain/current-user.mapper';
import { checkAgainstNobody, passwordMatches, warmUpNobodysHash } from '../domain/password';
import { User } from '../domain/user.entity';
import { LoginThrottle } from './login-throttle';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly throttle: LoginThrottle,
  ) {
    super({ passReqToCallback: true });
    void warmUpNobodysHash();
  }

  /**
   * The throttle takes this attempt's place first (429 without a check when there is none); a wrong password
   * or an unknown username keeps it as a failure, and both cost one argon2 check, so they look alike.
   */
  async validate(request: Request, username: string, password: string): Promise<SessionUser> {
    const attempt = await this.throttle.begin(username, request.ip ?? 'unknown');
    const user = await this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.username) = lower(:username)', { username: username.trim() })
      .getOne();
    const matches = user ? await passwordMatches(user.passwordHash, password) : await checkAgainstNobody(password);
    if (!user || !matches) throw new UnauthorizedException(INVALID_CREDENTIALS);
    const refusal = accountSignInRefusal(user);
    if (refusal) {
      await attempt.passwordAccepted();
      throw refusalException(refusal);
    }
    await attempt.signedIn();
    return toSessionUser(user);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { SessionUser } from '../../../platform/auth';
import { equalsIgnoringCase } from '../../../platform/database/find-options';
import { UnitOfWork } from '../../../platform/events';
import { refuse, unauthorized } from '../../../platform/rules';
import { INVALID_CREDENTIALS } from '../domain/identity.errors';
import { accountSignInRefusal } from '../domain/rules/account-can-sign-in.rule';
import { toSessionUser } from '../domain/current-user.mapper';
import { UserSignedIn } from '../domain/events/user-signed-in.event';
import { checkAgainstNobody, passwordMatches, warmUpNobodysHash } from '../domain/password';
import { User } from '../domain/user.entity';
import { LoginThrottle } from './login-throttle';

/** Checks a username and password for a sign-in, behind the login throttle. */
@Injectable()
export class SignIn {
  /** The columns read by default, and the password hash, which is read only here. */
  private readonly columnsWithHash: Array<keyof User>;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly throttle: LoginThrottle,
    private readonly uow: UnitOfWork,
  ) {
    this.columnsWithHash = users.metadata.columns
      .filter((column) => column.isSelect || column.propertyName === 'passwordHash')
      .map((column) => column.propertyName as keyof User);
    void warmUpNobodysHash();
  }

  /**
   * The throttle takes this attempt's place first (429 without a check when there is none); a wrong password
   * or an unknown username keeps it as a failure, and both cost one argon2 check, so they look alike.
   */
  async verify(username: string, password: string, address: string): Promise<SessionUser> {
    const attempt = await this.throttle.begin(username, address);
    const user = await this.users.findOne({
      select: this.columnsWithHash,
      where: { username: equalsIgnoringCase(username.trim()) },
    });
    const matches = user ? await passwordMatches(user.passwordHash, password) : await checkAgainstNobody(password);
    if (!user || !matches) refuse(unauthorized(INVALID_CREDENTIALS));
    const refusal = accountSignInRefusal(user);
    if (refusal) {
      await attempt.passwordAccepted();
      refuse(refusal);
    }
    await attempt.signedIn();
    // Recorded for its reactions (an entry made with this address becomes the account's); one short transaction.
    if (user.isEmailVerified)
      await this.uow.run(user.id, async (tx) => tx.record(new UserSignedIn(user.id, { email: user.email })));
    return toSessionUser(user);
  }
}

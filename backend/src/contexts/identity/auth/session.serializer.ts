import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../../platform/auth';
import { toCurrentUser, toSessionUser } from '../domain/current-user.mapper';
import type { User } from '../domain/user.entity';
import { SESSION_ACCOUNT_SQL, withAccount } from './session-account';

/**
 * The session keeps only the user id; each request reads the account (one plain query, no entity hydration),
 * so deactivation takes effect at once.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  serializeUser(user: SessionUser, done: (error: Error | null, id?: number) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: number, done: (error: Error | null, user?: SessionUser | false) => void): void {
    this.dataSource
      .query(SESSION_ACCOUNT_SQL, [id])
      .then(([row]: User[]) => done(null, row?.isActive ? withAccount(toSessionUser(row), toCurrentUser(row)) : false))
      .catch((error: Error) => done(error));
  }
}

import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../../platform/auth';
import type { User } from '../domain/user.entity';
import { SESSION_ACCOUNT_SQL, sessionUserFrom } from './session-account';

/**
 * Passport's side of the session, used where express-session runs (sign-in and sign-out): the session keeps only
 * the user id. Every other request is read by {@link SessionReader}.
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
      .then(([row]: User[]) => done(null, sessionUserFrom(row) ?? false))
      .catch((error: Error) => done(error));
  }
}

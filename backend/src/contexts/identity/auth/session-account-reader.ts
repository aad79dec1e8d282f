import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { SessionReader, type SessionUser } from '../../../platform/auth';
import { driverPool } from '../../../platform/database/driver-pool';
import { prepared } from '../../../platform/database/prepared';
import type { User } from '../domain/user.entity';
import { ACCOUNT_BY_SESSION_SQL, sessionUserFrom } from './session-account';
import { rememberingSessionIds } from './session-cookie';

/** The signed cookie checked here, then one statement reading the session row with its account. */
@Injectable()
export class SessionAccountReader extends SessionReader {
  private readonly pool: Pool;
  private readonly sessionIdOf: (cookieHeader: string | undefined) => string | null;

  constructor(dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.pool = driverPool(dataSource);
    this.sessionIdOf = rememberingSessionIds(config.sessionSecret);
  }

  async userOf(cookieHeader: string | undefined): Promise<SessionUser | null> {
    const sid = this.sessionIdOf(cookieHeader);
    if (!sid) return null;
    const { rows } = await this.pool.query<User>(prepared(ACCOUNT_BY_SESSION_SQL, [sid]));
    return sessionUserFrom(rows[0]);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { SessionReader, type SessionUser } from '../../../platform/auth';
import type { User } from '../domain/user.entity';
import { ACCOUNT_BY_SESSION_SQL, sessionUserFrom } from './session-account';
import { signedSessionId } from './session-cookie';

/** The signed cookie checked here, then one statement reading the session row with its account. */
@Injectable()
export class SessionAccountReader extends SessionReader {
  private readonly pool: Pool;

  constructor(dataSource: DataSource, @Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
    // One statement, no transaction: the driver's pool directly, without a TypeORM query runner per request.
    this.pool = (dataSource.driver as PostgresDriver).master as Pool;
  }

  async userOf(cookieHeader: string | undefined): Promise<SessionUser | null> {
    const sid = signedSessionId(cookieHeader, this.config.sessionSecret);
    if (!sid) return null;
    const { rows } = await this.pool.query<User>(ACCOUNT_BY_SESSION_SQL, [sid]);
    return sessionUserFrom(rows[0]);
  }
}

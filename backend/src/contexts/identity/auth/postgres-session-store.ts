import { Injectable } from '@nestjs/common';
import type { Session } from 'fastify';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { SessionStore } from '../../../platform/auth';
import { driverPool } from '../../../platform/database/driver-pool';
import { prepared } from '../../../platform/database/prepared';
import type { User } from '../domain/user.entity';
import { ACCOUNT_BY_SESSION_SQL, sessionUserFrom } from './session-account';

/** Expired rows cleared per sign-in: enough to keep up with sign-ins, never a long statement. */
const PRUNE_BATCH = 100;

/**
 * Sessions in PostgreSQL, one row each: the signed-in user's id in `user_id` (so signing someone out everywhere is
 * one indexed DELETE, see end-sessions.ts) and an expiry fixed at sign-in. Reading a session reads its active
 * account in the same statement; a session without one (deactivated, deleted, never signed in) is none.
 * Statements run on the pool, never inside a command's transaction.
 */
@Injectable()
export class PostgresSessionStore extends SessionStore {
  private readonly pool: Pool;

  constructor(dataSource: DataSource) {
    super();
    this.pool = driverPool(dataSource);
  }

  get(sessionId: string, callback: (error: unknown, session?: Session | null) => void): void {
    this.pool.query<User>(prepared(ACCOUNT_BY_SESSION_SQL, [sessionId])).then(({ rows }) => {
      const user = sessionUserFrom(rows[0]);
      callback(null, user ? ({ userId: user.id, user } as Session) : null);
    }, callback);
  }

  set(sessionId: string, session: Session, callback: (error?: unknown) => void): void {
    const expires = session.cookie.expires ?? new Date(Date.now() + (session.cookie.originalMaxAge ?? 0));
    // The expiry stays as first written: a session is not extended by later saves.
    this.pool
      .query(
        `INSERT INTO session (sid, sess, expire, user_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (sid) DO UPDATE SET sess = excluded.sess, user_id = excluded.user_id`,
        [sessionId, JSON.stringify(session), expires, session.userId ?? null],
      )
      .then(() => (session.userId === undefined ? undefined : this.pruneExpired()))
      .then(() => callback(), callback);
  }

  destroy(sessionId: string, callback: (error?: unknown) => void): void {
    this.pool.query('DELETE FROM session WHERE sid = $1', [sessionId]).then(() => callback(), callback);
  }

  private async pruneExpired(): Promise<void> {
    await this.pool.query(
      `DELETE FROM session WHERE sid IN (SELECT sid FROM session WHERE expire < now() ORDER BY expire LIMIT $1 FOR UPDATE SKIP LOCKED)`,
      [PRUNE_BATCH],
    );
  }
}

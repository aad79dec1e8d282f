import { Injectable } from '@nestjs/common';
import type { Session } from 'fastify';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { SessionStore } from '../../../platform/auth';
import { driverPool } from '../../../platform/database/driver-pool';
import { accountBySession, deleteSession, pruneExpiredSessions, saveSession } from '../persistence/sessions.sql';
import { sessionUserFrom } from './session-account';

/** Expired rows cleared per sign-in: enough to keep up with sign-ins, never a long statement. */
const PRUNE_BATCH = 100;

/**
 * Sessions in PostgreSQL, one row each: the signed-in user's id in `user_id` (so signing someone out everywhere is
 * one indexed DELETE, see persistence/sessions.sql.ts) and an expiry fixed at sign-in. Reading a session reads its active
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
    accountBySession(this.pool, sessionId).then((account) => {
      const user = sessionUserFrom(account);
      callback(null, user ? ({ userId: user.id, user } as Session) : null);
    }, callback);
  }

  set(sessionId: string, session: Session, callback: (error?: unknown) => void): void {
    const expires = session.cookie.expires ?? new Date(Date.now() + (session.cookie.originalMaxAge ?? 0));
    // The expiry stays as first written: a session is not extended by later saves.
    saveSession(this.pool, { sessionId, session: JSON.stringify(session), expires, userId: session.userId ?? null })
      .then(() => (session.userId === undefined ? undefined : this.pruneExpired()))
      .then(() => callback(), callback);
  }

  destroy(sessionId: string, callback: (error?: unknown) => void): void {
    deleteSession(this.pool, sessionId).then(() => callback(), callback);
  }

  private pruneExpired(): Promise<void> {
    return pruneExpiredSessions(this.pool, PRUNE_BATCH);
  }
}

import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { TooManyAttemptsException } from '../../../platform/http';
import {
  KNOWN_PAIR_DAYS,
  THROTTLE_LIMITS,
  throttleRefusal,
  type ThrottleCounter,
  type ThrottleKind,
} from './login-throttle.policy';

const KINDS = Object.keys(THROTTLE_LIMITS) as ThrottleKind[];

/** One sign-in attempt that holds a place in its counters until the password check says how it went. */
export interface LoginAttempt {
  /** The password was right: the attempt was no failure, so it gives its place back. */
  passwordAccepted(): Promise<void>;
  /**
   * Signed in: as above, and this address becomes one the owner uses. Earlier failures still count until their
   * window ends, so however a burst interleaves, no more than five wrong passwords per pair are ever checked.
   */
  signedIn(): Promise<void>;
}

const hashKey = (kind: ThrottleKind, value: string) => `${kind}:${createHash('sha256').update(value).digest('hex')}`;

/**
 * Failed sign-ins counted in PostgreSQL, so every API instance shares them. Each attempt first takes a place
 * in its three counters in ONE statement (row-locking upserts), and only an attempt whose places are all
 * within the limits goes on to the password check: a burst cannot outrun the count, because each request sees
 * the places the others took. A refused attempt gives its places back and is never checked.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly dataSource: DataSource) {}

  async begin(username: string, address: string): Promise<LoginAttempt> {
    const name = username.trim().toLowerCase();
    const keys = {
      pair: hashKey('pair', `${name}\n${address}`),
      address: hashKey('address', address),
      username: hashKey('username', name),
    };
    const rows: Array<{ key: string; failures: number; window_started_at: Date; last_success_at: Date | null; now: Date }> =
      await this.dataSource.query(
        `INSERT INTO login_throttle AS t (key, failures, window_started_at, window_seconds)
         SELECT key, 1, date_trunc('milliseconds', now()), seconds FROM unnest($1::varchar[], $2::int[]) AS input (key, seconds)
         ORDER BY key
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN t.window_started_at + make_interval(secs => excluded.window_seconds) <= now() THEN 1 ELSE t.failures + 1 END,
           window_started_at = CASE WHEN t.window_started_at + make_interval(secs => excluded.window_seconds) <= now()
             THEN excluded.window_started_at ELSE t.window_started_at END,
           window_seconds = excluded.window_seconds
         RETURNING key, failures, window_started_at, last_success_at, now() AS now`,
        [KINDS.map((kind) => keys[kind]), KINDS.map((kind) => THROTTLE_LIMITS[kind].windowSeconds)],
      );
    const held = rows.map((row) => ({ key: row.key, windowStartedAt: row.window_started_at }));
    const counters: ThrottleCounter[] = rows.map((row) => ({
      kind: KINDS.find((kind) => keys[kind] === row.key)!,
      failures: row.failures,
      windowStartedAt: row.window_started_at,
      lastSuccessAt: row.last_success_at,
    }));
    const refusal = throttleRefusal(counters, rows[0].now);
    if (refusal) {
      await this.release(held);
      throw new TooManyAttemptsException(
        `Too many failed sign-in attempts. Please try again in ${Math.ceil(refusal.retryAfterSeconds / 60)} minute(s).`,
        refusal.retryAfterSeconds,
      );
    }
    return {
      passwordAccepted: () => this.release(held),
      signedIn: async () => {
        await this.release(held);
        await this.dataSource.query(`UPDATE login_throttle SET last_success_at = now() WHERE key = $1`, [keys.pair]);
        await this.prune();
      },
    };
  }

  /**
   * Gives the attempt's places back, in the windows it took them in (a window that restarted since is left
   * alone). Window starts are stored to the millisecond, so the Date read back matches exactly.
   */
  private async release(held: Array<{ key: string; windowStartedAt: Date }>): Promise<void> {
    // Rows are locked in key order, as `begin` takes them, so concurrent attempts never deadlock.
    await this.dataSource.query(
      `UPDATE login_throttle AS t SET failures = greatest(t.failures - 1, 0)
       FROM unnest($1::varchar[], $2::timestamptz[]) AS held (key, window_started_at)
       WHERE t.key = held.key AND t.window_started_at = held.window_started_at
         AND t.key IN (SELECT key FROM login_throttle WHERE key = ANY($1::varchar[]) ORDER BY key FOR UPDATE)`,
      [held.map((h) => h.key), held.map((h) => h.windowStartedAt)],
    );
  }

  /** Counters long past their window, of pairs that are not an owner's usual address. */
  private async prune(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM login_throttle WHERE key IN (
         SELECT key FROM login_throttle
          WHERE window_started_at < now() - interval '1 day' AND (last_success_at IS NULL OR last_success_at < now() - make_interval(days => $1))
          ORDER BY key FOR UPDATE SKIP LOCKED)`,
      [KNOWN_PAIR_DAYS],
    );
  }
}

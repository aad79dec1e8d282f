import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { refuse, tooManyAttempts } from '../../../platform/rules';
import {
  KNOWN_PAIR_DAYS,
  THROTTLE_LIMITS,
  throttleRefusal,
  type ThrottleCounter,
  type ThrottleKind,
} from './login-throttle.policy';
import { markThrottleSuccess, pruneThrottle, releaseThrottlePlaces, takeThrottlePlaces } from '../persistence/login-throttle.sql';

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
    const rows = await takeThrottlePlaces(
      this.dataSource.manager,
      KINDS.map((kind) => keys[kind]),
      KINDS.map((kind) => THROTTLE_LIMITS[kind].windowSeconds),
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
      refuse(
        tooManyAttempts(
          `Too many failed sign-in attempts. Please try again in ${Math.ceil(refusal.retryAfterSeconds / 60)} minute(s).`,
          refusal.retryAfterSeconds,
        ),
      );
    }
    return {
      passwordAccepted: () => this.release(held),
      signedIn: async () => {
        await this.release(held);
        await markThrottleSuccess(this.dataSource.manager, keys.pair);
        await this.prune();
      },
    };
  }

  /**
   * Gives the attempt's places back, in the windows it took them in (a window that restarted since is left
   * alone). Window starts are stored to the millisecond, so the Date read back matches exactly.
   */
  private async release(held: Array<{ key: string; windowStartedAt: Date }>): Promise<void> {
    await releaseThrottlePlaces(this.dataSource.manager, held);
  }

  /** Counters long past their window, of pairs that are not an owner's usual address. */
  private async prune(): Promise<void> {
    await pruneThrottle(this.dataSource.manager, KNOWN_PAIR_DAYS);
  }
}

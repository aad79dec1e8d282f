import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TooManyAttemptsException } from '../../../platform/http';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Counts failed sign-ins per username and per client address in a sliding window, in
 * PostgreSQL so every API instance sees the same count. Successful sign-ins never count.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly dataSource: DataSource) {}

  async assertAllowed(username: string, address: string): Promise<void> {
    const since = new Date(Date.now() - LOGIN_WINDOW_MS);
    const [row] = await this.dataSource.query(
      `SELECT
         count(*) FILTER (WHERE lower(username) = lower($1))::int AS by_user,
         min(failed_at) FILTER (WHERE lower(username) = lower($1)) AS oldest_by_user,
         count(*) FILTER (WHERE client_address = $2)::int AS by_address,
         min(failed_at) FILTER (WHERE client_address = $2) AS oldest_by_address
       FROM login_failures
       WHERE failed_at > $3 AND (lower(username) = lower($1) OR client_address = $2)`,
      [username, address, since],
    );
    const blockedSince =
      row.by_user >= MAX_FAILURES_PER_USERNAME ? row.oldest_by_user : row.by_address >= MAX_FAILURES_PER_ADDRESS ? row.oldest_by_address : null;
    if (!blockedSince) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((new Date(blockedSince).getTime() + LOGIN_WINDOW_MS - Date.now()) / 1000));
    throw new TooManyAttemptsException(
      `Too many failed sign-in attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
      retryAfterSeconds,
    );
  }

  async recordFailure(username: string, address: string): Promise<void> {
    await this.dataSource.query(`INSERT INTO login_failures (username, client_address) VALUES ($1, $2)`, [
      username.slice(0, 320),
      address.slice(0, 64),
    ]);
  }

  async clearFor(username: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM login_failures WHERE lower(username) = lower($1) OR failed_at < now() - interval '1 day'`,
      [username],
    );
  }
}

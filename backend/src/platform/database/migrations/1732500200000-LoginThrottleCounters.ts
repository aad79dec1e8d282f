import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Failed sign-ins become counters that one statement increments atomically (a row per username + address pair,
 * per address and per username), instead of rows counted before the check, which a burst could outrun.
 * Keys are hashes: mistyped usernames and addresses are not kept in the clear.
 */
export class LoginThrottleCounters1732500200000 implements MigrationInterface {
  name = 'LoginThrottleCounters1732500200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE login_throttle (
        key varchar(80) PRIMARY KEY,
        failures int NOT NULL DEFAULT 0,
        window_started_at timestamptz NOT NULL DEFAULT now(),
        window_seconds int NOT NULL,
        last_success_at timestamptz
      )`);
    await q.query(`CREATE INDEX login_throttle_window_idx ON login_throttle (window_started_at)`);
    await q.query(`DROP TABLE login_failures`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE login_failures (
        id bigserial PRIMARY KEY,
        username varchar(320) NOT NULL,
        client_address varchar(64) NOT NULL,
        failed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX login_failures_username_idx ON login_failures (lower(username), failed_at)`);
    await q.query(`CREATE INDEX login_failures_address_idx ON login_failures (client_address, failed_at)`);
    await q.query(`DROP TABLE login_throttle`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1732350000000 implements MigrationInterface {
  name = 'Foundation1732350000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        username varchar(50) NOT NULL,
        password_hash text NOT NULL,
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        email varchar(320) NOT NULL,
        phone varchar(30),
        organization_name varchar(200),
        user_type varchar(30) NOT NULL DEFAULT 'individual_player',
        sports text[] NOT NULL DEFAULT '{}',
        address_line1 varchar(200),
        state varchar(100),
        zip_code varchar(20),
        role varchar(20) NOT NULL DEFAULT 'player',
        level varchar(30),
        avatar text,
        is_email_verified boolean NOT NULL DEFAULT false,
        is_active boolean NOT NULL DEFAULT false,
        email_verification_token varchar(64),
        email_verification_expires timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        activated_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX users_username_key ON users (lower(username))`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);
    await q.query(`CREATE INDEX users_verification_token_idx ON users (email_verification_token)`);

    await q.query(`
      CREATE TABLE event_log (
        id bigserial PRIMARY KEY,
        type varchar(100) NOT NULL,
        aggregate_type varchar(50) NOT NULL,
        aggregate_id varchar(64) NOT NULL,
        actor_id int,
        payload jsonb NOT NULL DEFAULT '{}',
        occurred_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX event_log_aggregate_idx ON event_log (aggregate_type, aggregate_id)`);
    await q.query(`CREATE INDEX event_log_type_idx ON event_log (type, occurred_at)`);
    await q.query(`
      CREATE FUNCTION event_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'event_log is append-only'; END $$`);
    await q.query(`
      CREATE TRIGGER event_log_append_only BEFORE UPDATE OR DELETE ON event_log
      FOR EACH ROW EXECUTE FUNCTION event_log_is_append_only()`);

    await q.query(`
      CREATE TABLE email_outbox (
        id serial PRIMARY KEY,
        to_address varchar(320) NOT NULL,
        subject varchar(300) NOT NULL,
        text text NOT NULL,
        html text,
        kind varchar(60) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'pending',
        attempts int NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        queued_at timestamptz,
        sent_at timestamptz
      )`);
    await q.query(`CREATE INDEX email_outbox_pending_idx ON email_outbox (id) WHERE status = 'pending'`);

    await q.query(`
      CREATE TABLE login_failures (
        id bigserial PRIMARY KEY,
        username varchar(320) NOT NULL,
        client_address varchar(64) NOT NULL,
        failed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX login_failures_username_idx ON login_failures (lower(username), failed_at)`);
    await q.query(`CREATE INDEX login_failures_address_idx ON login_failures (client_address, failed_at)`);

    // The table connect-pg-simple expects.
    await q.query(`
      CREATE TABLE session (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await q.query(`CREATE INDEX session_expire_idx ON session (expire)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE session`);
    await q.query(`DROP TABLE login_failures`);
    await q.query(`DROP TABLE email_outbox`);
    await q.query(`DROP TRIGGER event_log_append_only ON event_log`);
    await q.query(`DROP FUNCTION event_log_is_append_only()`);
    await q.query(`DROP TABLE event_log`);
    await q.query(`DROP TABLE users`);
  }
}

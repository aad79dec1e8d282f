import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions name their user in a column of their own (docs/architecture.md "Sessions"): the store reads a session
 * with its account by a join on it, and signing someone out everywhere is one indexed DELETE. Sessions written by
 * the earlier store (the user id inside the JSON) carry over, so nobody is signed out by the upgrade; rows whose
 * user is gone are dropped.
 */
export class SessionsNameTheirUser1734000000000 implements MigrationInterface {
  name = 'SessionsNameTheirUser1734000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE session ADD COLUMN user_id integer REFERENCES users (id) ON DELETE CASCADE`);
    await q.query(`
      UPDATE session s SET user_id = u.id, sess = json_build_object('cookie', s.sess -> 'cookie')
        FROM users u
       WHERE s.sess -> 'passport' ->> 'user' ~ '^[0-9]{1,9}$' AND u.id = (s.sess -> 'passport' ->> 'user')::int`);
    await q.query(`DELETE FROM session WHERE user_id IS NULL`);
    await q.query(`DROP INDEX session_user_idx`);
    await q.query(`CREATE INDEX session_user_idx ON session (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE session SET sess = json_build_object('cookie', sess -> 'cookie', 'passport', json_build_object('user', user_id))`,
    );
    await q.query(`DROP INDEX session_user_idx`);
    await q.query(`ALTER TABLE session DROP COLUMN user_id`);
    await q.query(`CREATE INDEX session_user_idx ON session ((sess -> 'passport' ->> 'user'))`);
  }
}

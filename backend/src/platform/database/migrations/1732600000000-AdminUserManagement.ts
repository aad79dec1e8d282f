import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin context's history table, and the indexes the admin's user list and the sign-out-everywhere lookup need.
 * History rows name their target by stored name and e-mail with no foreign key, so they outlive a deleted account.
 */
export class AdminUserManagement1732600000000 implements MigrationInterface {
  name = 'AdminUserManagement1732600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_management_history (
        id serial PRIMARY KEY,
        admin_id int NOT NULL,
        target_user_id int NOT NULL,
        target_user_name varchar(201) NOT NULL,
        target_user_email varchar(320) NOT NULL,
        action varchar(20) NOT NULL,
        details text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT user_management_history_action_check CHECK (action IN ('activated', 'deactivated', 'deleted'))
      )`);
    await q.query(`CREATE INDEX user_management_history_created_idx ON user_management_history (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX user_management_history_target_idx ON user_management_history (target_user_id)`);

    // User Management: newest first, optionally only active or only pending accounts.
    await q.query(`CREATE INDEX users_created_idx ON users (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX users_active_created_idx ON users (is_active, created_at DESC, id DESC)`);

    // Deactivation and deletion end every session of one user: passport keeps the id at sess.passport.user.
    await q.query(`CREATE INDEX session_user_idx ON session ((sess -> 'passport' ->> 'user'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX session_user_idx`);
    await q.query(`DROP INDEX users_active_created_idx`);
    await q.query(`DROP INDEX users_created_idx`);
    await q.query(`DROP TABLE user_management_history`);
  }
}

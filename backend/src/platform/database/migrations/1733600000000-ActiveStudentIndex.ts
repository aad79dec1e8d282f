import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A student is anyone with an active membership in any academy: the training gate looks one up by user, and the
 * admin's active-student list joins users with them. Both read only the active rows, by user.
 */
export class ActiveStudentIndex1733600000000 implements MigrationInterface {
  name = 'ActiveStudentIndex1733600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX academy_members_active_user_idx ON academy_members (user_id) WHERE status = 'active'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX academy_members_active_user_idx`);
  }
}

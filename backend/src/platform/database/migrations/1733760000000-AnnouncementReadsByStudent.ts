import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deleting a user removes their announcement read marks (training's UserDeleted handler): a lookup by student,
 * which the (announcement_id, student_id) primary key cannot serve.
 */
export class AnnouncementReadsByStudent1733760000000 implements MigrationInterface {
  name = 'AnnouncementReadsByStudent1733760000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX student_announcement_reads_student_idx ON student_announcement_reads (student_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX student_announcement_reads_student_idx`);
  }
}

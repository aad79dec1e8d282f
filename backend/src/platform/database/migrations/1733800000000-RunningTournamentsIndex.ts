import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Running tournaments (start ≤ today ≤ end) are two ranges at once, which a btree cannot narrow: the available list's
 * middle stage and the "active" filter scanned every approved tournament that had started. A GiST index over the
 * date range finds the few that contain today (tournaments_dates_check keeps every range valid).
 */
export class RunningTournamentsIndex1733800000000 implements MigrationInterface {
  name = 'RunningTournamentsIndex1733800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX tournaments_approved_dates_idx ON tournaments USING gist (daterange(start_date, end_date, '[]')) WHERE status = 'approved'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX tournaments_approved_dates_idx`);
  }
}

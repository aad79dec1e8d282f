import { MigrationInterface, QueryRunner } from 'typeorm';

/** A player's record reads approved results on either side of them (the student dashboard's Performance tab). */
export class MatchRecordIndexes1733400000000 implements MigrationInterface {
  name = 'MatchRecordIndexes1733400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX match_results_approved_player_idx ON match_results (player_id) WHERE status = 'approved'`);
    await q.query(`CREATE INDEX match_results_approved_opponent_idx ON match_results (opponent_id) WHERE status = 'approved'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX match_results_approved_opponent_idx`);
    await q.query(`DROP INDEX match_results_approved_player_idx`);
  }
}

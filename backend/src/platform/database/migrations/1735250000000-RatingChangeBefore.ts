import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each trend point keeps the rating just before its result too, so a result reads as a change (old → new) in its
 * e-mail and on the screen (docs/results-and-ratings.md). Existing points take their player's previous point in the
 * order the ratings counted the results (`match_results.rated_seq`), the first one the starting 1500.
 */
export class RatingChangeBefore1735250000000 implements MigrationInterface {
  name = 'RatingChangeBefore1735250000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rating_points ADD COLUMN value_before double precision`);
    await q.query(`
      UPDATE rating_points p SET value_before = b.value_before
        FROM (SELECT r.user_id, r.sport, r.result_id,
                     coalesce(lag(r.value) OVER (PARTITION BY r.user_id, r.sport ORDER BY m.rated_seq, r.result_id), 1500)
                       AS value_before
                FROM rating_points r LEFT JOIN match_results m ON m.id = r.result_id) b
       WHERE p.user_id = b.user_id AND p.sport = b.sport AND p.result_id = b.result_id`);
    await q.query(`ALTER TABLE rating_points ALTER COLUMN value_before SET NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rating_points DROP COLUMN value_before`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trusted results and ratings (docs/results-and-ratings.md): who entered a result and where the opponent's answer
 * stands, the sport it counts for, each tournament's choice to approve agreed results, and every player's rating per
 * sport with its trend.
 */
export class ResultConfirmationAndRatings1734400000000 implements MigrationInterface {
  name = 'ResultConfirmationAndRatings1734400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE match_results
        ADD COLUMN source varchar(12) NOT NULL DEFAULT 'player',
        ADD COLUMN confirmation varchar(12) NOT NULL DEFAULT 'awaiting',
        ADD COLUMN confirmation_comment varchar(1000),
        ADD COLUMN answered_at timestamptz,
        ADD COLUMN sport varchar(20),
        ADD COLUMN rated_seq bigint`);
    // Results logged before confirmations existed were never put to the opponent.
    await q.query(`UPDATE match_results SET confirmation = 'not-needed'`);
    await q.query(`UPDATE match_results r SET sport = t.sport FROM tournaments t WHERE t.id = r.tournament_id`);
    await q.query(`UPDATE match_results SET sport = 'tennis' WHERE sport IS NULL`);
    await q.query(`ALTER TABLE match_results ALTER COLUMN sport SET NOT NULL`);
    await q.query(
      `CREATE INDEX match_results_awaiting_opponent ON match_results (opponent_id, submitted_at) WHERE confirmation = 'awaiting' AND status = 'pending'`,
    );
    // The order results enter the ratings: approval order, numbered under the ratings lock (ratings-projection.ts).
    await q.query(`CREATE SEQUENCE match_results_rated_seq`);
    await q.query(`
      UPDATE match_results r SET rated_seq = n.seq
      FROM (SELECT id, nextval('match_results_rated_seq') AS seq FROM (SELECT id FROM match_results WHERE status = 'approved' ORDER BY approved_at, id) ordered) n
      WHERE r.id = n.id`);
    await q.query(`CREATE INDEX match_results_rated ON match_results (sport, rated_seq) WHERE status = 'approved'`);

    // No foreign key to tournaments: contexts own their tables; deletion arrives as an event.
    await q.query(`
      CREATE TABLE result_settings (
        tournament_id int PRIMARY KEY,
        approve_agreed_results boolean NOT NULL DEFAULT true
      )`);
    // value/deviation/matches are what readers show; mu..last_day the engine's state, so new results resume from it.
    await q.query(`
      CREATE TABLE player_ratings (
        user_id int NOT NULL,
        sport varchar(20) NOT NULL,
        value double precision NOT NULL,
        deviation double precision NOT NULL,
        matches int NOT NULL,
        mu double precision NOT NULL,
        phi double precision NOT NULL,
        sigma double precision NOT NULL,
        last_day double precision NOT NULL,
        PRIMARY KEY (user_id, sport)
      )`);
    await q.query(`CREATE INDEX player_ratings_by_value ON player_ratings (sport, value DESC)`);
    // How far each sport's ratings are up to date: the last rated_seq they include (none yet: rebuilt in full).
    await q.query(`CREATE TABLE rating_sports (sport varchar(20) PRIMARY KEY, rated_seq bigint NOT NULL)`);
    await q.query(`
      CREATE TABLE rating_points (
        user_id int NOT NULL,
        sport varchar(20) NOT NULL,
        result_id int NOT NULL,
        played_on date NOT NULL,
        value double precision NOT NULL,
        deviation double precision NOT NULL,
        PRIMARY KEY (user_id, sport, result_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rating_points`);
    await q.query(`DROP TABLE rating_sports`);
    await q.query(`DROP TABLE player_ratings`);
    await q.query(`DROP TABLE result_settings`);
    await q.query(`DROP INDEX match_results_rated`);
    await q.query(`DROP SEQUENCE match_results_rated_seq`);
    await q.query(`DROP INDEX match_results_awaiting_opponent`);
    await q.query(
      `ALTER TABLE match_results DROP COLUMN rated_seq, DROP COLUMN sport, DROP COLUMN answered_at, DROP COLUMN confirmation_comment, DROP COLUMN confirmation, DROP COLUMN source`,
    );
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

const SCORE_FORMAT_BY_SPORT = `CASE sport WHEN 'pickleball' THEN 'pickleball-11-best-of-3' WHEN 'table_tennis' THEN 'table-tennis-best-of-5' ELSE 'tennis-best-of-3' END`;
const RULEBOOK_BY_SPORT = `CASE sport WHEN 'pickleball' THEN 'usa-pickleball' WHEN 'table_tennis' THEN 'ittf' ELSE 'itf' END`;

/**
 * Each tournament scores and ranks by its sport's rules (docs/scores-and-standings.md): a score format and a standings
 * rulebook, existing tournaments getting their sport's defaults. Results and completed fixture matches say how the
 * match ended (a walkover or a retirement counts differently), lots the organizer draws are kept per division, and a
 * seeded knockout keeps its seeds.
 */
export class ScoreFormatsAndStandings1734100000000 implements MigrationInterface {
  name = 'ScoreFormatsAndStandings1734100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tournaments ADD COLUMN score_format varchar(40), ADD COLUMN standings_rulebook varchar(20)`);
    await q.query(`UPDATE tournaments SET score_format = ${SCORE_FORMAT_BY_SPORT}, standings_rulebook = ${RULEBOOK_BY_SPORT}`);
    await q.query(`ALTER TABLE tournaments ALTER COLUMN score_format SET NOT NULL, ALTER COLUMN standings_rulebook SET NOT NULL`);
    // A backstop for writers other than the app: the format belongs to the tournament's sport.
    await q.query(`ALTER TABLE tournaments ADD CONSTRAINT tournaments_score_format_sport_check CHECK (
      score_format LIKE (CASE sport WHEN 'table_tennis' THEN 'table-tennis' ELSE sport END) || '-%')`);
    await q.query(
      `ALTER TABLE tournaments ADD CONSTRAINT tournaments_standings_rulebook_check CHECK (standings_rulebook IN ('itf', 'usa-pickleball', 'ittf'))`,
    );

    await q.query(`ALTER TABLE match_results ADD COLUMN outcome varchar(10) NOT NULL DEFAULT 'completed'
      CONSTRAINT match_results_outcome_check CHECK (outcome IN ('completed', 'walkover', 'retired'))`);
    await q.query(`ALTER TABLE fixture_matches ADD COLUMN outcome varchar(10)
      CONSTRAINT fixture_matches_outcome_check CHECK (outcome IN ('completed', 'walkover', 'retired'))`);
    await q.query(`UPDATE fixture_matches SET outcome = 'completed' WHERE winner IS NOT NULL`);

    // A seeded knockout keeps its seeds; results can be logged for its matches.
    await q.query(`ALTER TABLE fixture_sets ADD COLUMN brackets jsonb NOT NULL DEFAULT '[]'`);
    await q.query(`ALTER TABLE match_results DROP CONSTRAINT match_results_match_type_check,
      ADD CONSTRAINT match_results_match_type_check CHECK (match_type IN ('league', 'semi-final', 'final', 'knockout'))`);

    // No foreign key to tournaments: contexts own their tables; deletion arrives as an event.
    await q.query(`
      CREATE TABLE standings_lots (
        tournament_id int NOT NULL,
        division varchar(120) NOT NULL,
        group_key varchar(2000) NOT NULL,
        drawn_order jsonb NOT NULL,
        drawn_by int NOT NULL,
        drawn_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tournament_id, division, group_key)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE standings_lots`);
    await q.query(`DELETE FROM match_results WHERE match_type = 'knockout'`);
    await q.query(`ALTER TABLE match_results DROP CONSTRAINT match_results_match_type_check,
      ADD CONSTRAINT match_results_match_type_check CHECK (match_type IN ('league', 'semi-final', 'final'))`);
    await q.query(`ALTER TABLE fixture_sets DROP COLUMN brackets`);
    await q.query(`ALTER TABLE fixture_matches DROP COLUMN outcome`);
    await q.query(`ALTER TABLE match_results DROP COLUMN outcome`);
    await q.query(
      `ALTER TABLE tournaments DROP CONSTRAINT tournaments_standings_rulebook_check, DROP CONSTRAINT tournaments_score_format_sport_check`,
    );
    await q.query(`ALTER TABLE tournaments DROP COLUMN standings_rulebook, DROP COLUMN score_format`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The club's zone as the API reads it (app-config.ts, isTimeZone in libs/shared): a zone Intl knows, else UTC. Written
 * here because migrations also run where the shared library is not built (the tests' global setup).
 */
function clubTimeZone(value: string | undefined): string {
  if (!value || value.length > 64) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value;
  } catch {
    return 'UTC';
  }
}

/**
 * A tournament has a time zone, chosen when it is created (docs/event-day.md, Schedule settings); its order of play
 * keeps a copy. An existing tournament takes the zone its schedule settings were saved with, else the club's
 * (`CLUB_TIME_ZONE`, when it names a zone the platform knows, as the API reads it), else UTC.
 */
export class TournamentTimeZone1735300000000 implements MigrationInterface {
  name = 'TournamentTimeZone1735300000000';

  async up(q: QueryRunner): Promise<void> {
    const clubZone = clubTimeZone(process.env.CLUB_TIME_ZONE);
    await q.query(`ALTER TABLE tournaments ADD COLUMN time_zone varchar(64)`);
    await q.query(
      `UPDATE tournaments t SET time_zone = coalesce(
         (SELECT s.time_zone FROM schedule_settings s WHERE s.tournament_id = t.id), $1)`,
      [clubZone],
    );
    await q.query(`ALTER TABLE tournaments ALTER COLUMN time_zone SET NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tournaments DROP COLUMN time_zone`);
  }
}

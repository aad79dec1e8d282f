import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/platform/database/typeorm-options';
import { createTestDatabase } from '../support/test-database';
import { startTestApp } from '../support/test-app';
import { approvedTournament } from '../tournaments/tournament-factories';

const BEFORE = 'RatingChangeBefore1735250000000';

/** Back to the schema before issue 41's migrations, undoing whatever later ones there are. */
async function undoToBefore(dataSource: DataSource): Promise<void> {
  const newest = async () =>
    ((await dataSource.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`)) as Array<{ name: string }>)[0].name;
  while ((await newest()) !== BEFORE) await dataSource.undoLastMigration();
}

/** Runs the migrations with this club zone in the environment, as a deployment would. */
async function migrateWithClubZone(dataSource: DataSource, zone: string | undefined): Promise<void> {
  const saved = process.env.CLUB_TIME_ZONE;
  if (zone === undefined) delete process.env.CLUB_TIME_ZONE;
  else process.env.CLUB_TIME_ZONE = zone;
  try {
    await dataSource.runMigrations();
  } finally {
    if (saved === undefined) delete process.env.CLUB_TIME_ZONE;
    else process.env.CLUB_TIME_ZONE = saved;
  }
}

/**
 * TournamentTimeZone gives each existing tournament the zone of its schedule settings, else the club's, else UTC;
 * DraftReasonsAndSummary gives the old reasons the kind they meant. Both go back down.
 */
describe('migrations TournamentTimeZone and DraftReasonsAndSummary', () => {
  it('give existing tournaments and draft reasons what they meant, and go back', async () => {
    const database = await createTestDatabase();
    try {
      const app = await startTestApp({ databaseUrl: database.url });
      const { tournament: scheduled, organizer } = await approvedTournament(app);
      const { tournament: unscheduled } = await approvedTournament(app);
      await app.close();

      const dataSource = new DataSource(typeormOptions(database.url));
      await dataSource.initialize();
      try {
        await undoToBefore(dataSource);
        const q = (sql: string, params: unknown[] = []) => dataSource.query(sql, params);
        await q(
          `INSERT INTO schedule_settings (tournament_id, time_zone, courts, days, minutes, rest_minutes, saved_by)
           VALUES ($1, 'Asia/Tokyo', '[{"name":"Centre"}]', '[]', '{"league":60,"semi-final":60,"final":60}', 30, $2)`,
          [scheduled.id, organizer.user.id],
        );
        const reasons = [
          ['m1', 'no common slot'],
          ['m2', 'no court free before the last day ends'],
          ['m3', 'waits for a match that could not be placed'],
          ['m4', 'its locked court is not one of the courts'],
          ['m5', 'Ann Lee withdrew: a walkover'],
          ['m6', null],
        ];
        for (const [matchKey, reason] of reasons) {
          await q(`INSERT INTO schedule_entries (tournament_id, match_key, draft_reason) VALUES ($1, $2, $3)`, [
            scheduled.id,
            matchKey,
            reason,
          ]);
        }

        const zones = () =>
          q(`SELECT id, time_zone FROM tournaments WHERE id = ANY($1) ORDER BY id`, [[scheduled.id, unscheduled.id]]);
        await migrateWithClubZone(dataSource, 'America/Chicago');
        expect(await zones()).toEqual([
          { id: scheduled.id, time_zone: 'Asia/Tokyo' },
          { id: unscheduled.id, time_zone: 'America/Chicago' },
        ]);
        expect(
          await q(`SELECT match_key, draft_reason_kind FROM schedule_entries WHERE tournament_id = $1 ORDER BY match_key`, [
            scheduled.id,
          ]),
        ).toEqual([
          { match_key: 'm1', draft_reason_kind: 'common-time' },
          { match_key: 'm2', draft_reason_kind: 'courts' },
          { match_key: 'm3', draft_reason_kind: 'stage' },
          { match_key: 'm4', draft_reason_kind: 'locked-court' },
          { match_key: 'm5', draft_reason_kind: 'withdrawn' },
          { match_key: 'm6', draft_reason_kind: null },
        ]);
        const [{ summary }] = await q(`SELECT draft_summary AS summary FROM schedule_settings WHERE tournament_id = $1`, [
          scheduled.id,
        ]);
        expect(summary).toBeNull();

        // A club zone the platform does not know counts as none: UTC.
        await undoToBefore(dataSource);
        await migrateWithClubZone(dataSource, 'Mars/Olympus');
        expect((await zones())[1]).toEqual({ id: unscheduled.id, time_zone: 'UTC' });

        await undoToBefore(dataSource);
        const columns = await q(
          `SELECT table_name, column_name FROM information_schema.columns
            WHERE (table_name = 'tournaments' AND column_name = 'time_zone')
               OR (table_name = 'schedule_entries' AND column_name = 'draft_reason_kind')
               OR (table_name = 'schedule_settings' AND column_name = 'draft_summary')`,
        );
        expect(columns).toEqual([]);
        expect((await q(`SELECT count(*)::int AS n FROM schedule_entries WHERE tournament_id = $1`, [scheduled.id]))[0].n).toBe(
          6,
        );
      } finally {
        await dataSource.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});

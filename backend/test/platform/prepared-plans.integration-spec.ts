import type { PoolClient, QueryConfig } from 'pg';
import type { QueryRunner } from 'typeorm';
import type { Database } from '../../src/platform/database/database';
import { participantRows } from '../../src/contexts/tournaments/persistence/participants.sql';
import { registrationRows } from '../../src/contexts/tournaments/persistence/registrations.sql';
import { availableTournamentsSql } from '../../src/contexts/tournaments/persistence/tournament-lists.sql';
import { tournamentRows } from '../../src/contexts/tournaments/persistence/tournaments.sql';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The busiest pages' prepared statements keep one plan on a connection instead of being planned on every call
 * (platform/database/prepared.ts, paging.ts oneInPlan): planning cost as much as running them. The statements are
 * the ones the read models build, recorded instead of run, then run on one connection as the pool would.
 */
describe('prepared statements of the busiest pages', () => {
  let t: TestApp;
  let runner: QueryRunner;
  let client: PoolClient;

  beforeAll(async () => {
    t = await startTestApp();
    runner = t.dataSource.createQueryRunner();
    client = (await runner.connect()) as PoolClient;
  });
  afterAll(async () => {
    await runner.release();
    await t.close();
  });

  const recorded = async (read: (db: Database) => Promise<unknown>): Promise<QueryConfig> => {
    const statements: QueryConfig[] = [];
    await read({ rows: async (statement: QueryConfig) => (statements.push(statement), []) } as unknown as Database);
    return statements[0];
  };

  const plansAfterRuns = async (statement: QueryConfig) => {
    for (let run = 0; run < 8; run += 1) await client.query(statement);
    const [plans] = (
      await client.query<{ generic: number; custom: number }>(
        `SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE name = $1`,
        [statement.name],
      )
    ).rows;
    return plans;
  };

  const firstPage = { page: 1, pageSize: 50, search: undefined };

  it('the available tournaments page is planned for its first runs only, whatever the page', async () => {
    const { page } = availableTournamentsSql(firstPage, '2026-06-01', 1, 50, 0);
    const statement = await recorded((db) => tournamentRows(db, page.afterFrom, page.params, page.extraColumns));
    expect(statement.name).toBeDefined();
    expect(await plansAfterRuns(statement)).toEqual({ generic: 3, custom: 5 });

    const { page: later } = availableTournamentsSql({ ...firstPage, page: 10, pageSize: 20 }, '2026-06-01', 1, 20, 180);
    const deeper = await recorded((db) => tournamentRows(db, later.afterFrom, later.params, later.extraColumns));
    expect(deeper.name).toBe(statement.name);
  });

  it('a tournament’s entries are one statement for every window, and its participants’ pages one more', async () => {
    const all = await recorded((db) => registrationRows(db, 1, 'ALL', 0));
    const page = await recorded((db) => registrationRows(db, 1, 50, 100));
    expect(page.name).toBe(all.name);
    expect(await plansAfterRuns(all)).toEqual({ generic: 3, custom: 5 });

    const participants = await recorded((db) => participantRows(db, 1, null, 50, 0));
    const searched = await recorded((db) => participantRows(db, 1, { pattern: '%ana%', accounts: [4, 5] }, 50, 100));
    expect(searched.name).toBe(participants.name);
    expect(await plansAfterRuns(participants)).toEqual({ generic: 3, custom: 5 });
  });
});

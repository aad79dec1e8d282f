import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/platform/database/typeorm-options';
import { createTestDatabase } from '../support/test-database';
import { startTestApp, type TestApp } from '../support/test-app';
import { resultBody, submit, tournamentWith, type Player } from '../fixtures/results-factories';

type Point = { user_id: number; result_id: number; value: number; value_before: number };

const points = (app: TestApp): Promise<Point[]> =>
  app.dataSource.query(`SELECT user_id, result_id, value, value_before FROM rating_points ORDER BY user_id, result_id`);

/**
 * Migration RatingChangeBefore1735250000000 gives the trend points rated before it their rating before the result:
 * the same numbers the ratings write for a result rated now.
 */
describe('the ratings before results rated before the column existed', () => {
  it('are filled in as the live ratings fill them', async () => {
    const database = await createTestDatabase();
    try {
      let app = await startTestApp({ databaseUrl: database.url });
      let live: Point[];
      try {
        const setup = await tournamentWith(app, ['Ada', 'Bo', 'Cal']);
        const [ada, bo, cal] = setup.players;
        const approve = async (winner: Player, loser: Player) => {
          const { id } = await submit(winner, resultBody(setup.tournament.id, loser));
          await loser.agent.patch(`/api/results/${id}/confirmation`).send({ decision: 'confirm' }).expect(200);
        };
        // Ids and rating order differ: Bo's result against Cal is logged first and approved last.
        const { id: late } = await submit(bo, resultBody(setup.tournament.id, cal));
        await approve(ada, bo);
        await approve(cal, ada);
        await cal.agent.patch(`/api/results/${late}/confirmation`).send({ decision: 'confirm' }).expect(200);
        live = await points(app);
      } finally {
        await app.close();
      }
      expect(live).toHaveLength(6);
      expect(live.filter((p) => p.value_before === 1500)).toHaveLength(3);

      const dataSource = new DataSource(typeormOptions(database.url));
      await dataSource.initialize();
      const newest = async () =>
        ((await dataSource.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`)) as Array<{ name: string }>)[0].name;
      while ((await newest()) !== 'RatingChangeBefore1735250000000') await dataSource.undoLastMigration();
      await dataSource.undoLastMigration();
      await dataSource.destroy();

      app = await startTestApp({ databaseUrl: database.url });
      try {
        expect(await points(app)).toEqual(live);
      } finally {
        await app.close();
      }
    } finally {
      await database.drop();
    }
  });
});

import { createHash } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/platform/database/typeorm-options';
import { createUser } from '../support/factories';
import { createTestDatabase } from '../support/test-database';
import { startTestApp } from '../support/test-app';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Migration HashedCalendarTokens1735000000000 hashes the tokens in place: addresses given out before keep working. */
describe('calendar addresses from before their tokens were hashed', () => {
  it('still open their feeds, and the table keeps only hashes', async () => {
    const database = await createTestDatabase();
    try {
      let app = await startTestApp({ databaseUrl: database.url });
      const [kept, other] = [await createUser(app, 'player'), await createUser(app, 'player')];
      await app.close();

      const dataSource = new DataSource(typeormOptions(database.url));
      await dataSource.initialize();
      // Back to just before HashedCalendarTokens, undoing whatever later migrations there are first.
      const newest = async () =>
        ((await dataSource.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`)) as Array<{ name: string }>)[0].name;
      while ((await newest()) !== 'HashedCalendarTokens1735000000000') await dataSource.undoLastMigration();
      await dataSource.undoLastMigration();
      // Tokens as the earlier code made them: 24 random bytes, base64url.
      const tokens = ['AbCdEfGhIjKlMnOpQrStUvWxYz012345', 'zyxwvutsrqponmlkjihgfedcba-_9876'];
      await dataSource.query(`INSERT INTO calendar_feeds (user_id, token) VALUES ($1, $2), ($3, $4)`, [
        kept.id,
        tokens[0],
        other.id,
        tokens[1],
      ]);
      await dataSource.destroy();

      app = await startTestApp({ databaseUrl: database.url });
      try {
        const rows = await app.dataSource.query(`SELECT * FROM calendar_feeds ORDER BY user_id`);
        expect(rows.map((r: Record<string, unknown>) => [r.user_id, r.token_hash, 'token' in r])).toEqual([
          [kept.id, sha256(tokens[0]), false],
          [other.id, sha256(tokens[1]), false],
        ]);
        const feed = await request(app.http).get(`/api/calendar/${tokens[0]}.ics`).expect(200);
        expect(feed.text).toContain('BEGIN:VCALENDAR');
        await request(app.http).get(`/api/calendar/${tokens[1]}.ics`).expect(200);
        await request(app.http)
          .get(`/api/calendar/${tokens[0].slice(0, -1)}6.ics`)
          .expect(404);
      } finally {
        await app.close();
      }
    } finally {
      await database.drop();
    }
  });
});

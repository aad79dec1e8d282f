import { createHmac } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/platform/database/typeorm-options';
import { createUser } from '../support/factories';
import { createTestDatabase } from '../support/test-database';
import { startTestApp } from '../support/test-app';

/** The cookie express-session issued: `s:` + id + `.` + base64 HMAC-SHA256 without padding, URL-encoded. */
const expressSessionCookie = (sid: string, secret: string) =>
  `rallypoint.sid=${encodeURIComponent(`s:${sid}.${createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '')}`)}`;

/** Upgrading keeps people signed in: a session the earlier store wrote works after the migration SessionsNameTheirUser. */
describe('sessions from before the move to Fastify', () => {
  it('still signs their browser in, and one whose user is gone is dropped', async () => {
    const database = await createTestDatabase();
    try {
      let app = await startTestApp({ databaseUrl: database.url });
      const user = await createUser(app, 'player');
      const secret = app.config.sessionSecret;
      await app.close();

      const dataSource = new DataSource(typeormOptions(database.url));
      await dataSource.initialize();
      // Back to just before SessionsNameTheirUser, undoing whatever later migrations there are first.
      const newest = async () =>
        ((await dataSource.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`)) as Array<{ name: string }>)[0].name;
      while ((await newest()) !== 'SessionsNameTheirUser1734000000000') await dataSource.undoLastMigration();
      await dataSource.undoLastMigration();
      const expires = new Date(Date.now() + 86_400_000);
      const oldRow = (userId: number | string) => ({
        cookie: { originalMaxAge: 604_800_000, expires, httpOnly: true, path: '/', sameSite: 'lax' },
        passport: { user: userId },
      });
      await dataSource.query(`INSERT INTO session (sid, sess, expire) VALUES ($1, $2, $3), ($4, $5, $3)`, [
        'old-session-id',
        oldRow(user.id),
        expires,
        'orphan-session-id',
        oldRow(2_000_000),
      ]);
      await dataSource.destroy();

      app = await startTestApp({ databaseUrl: database.url });
      try {
        const me = await request(app.http)
          .get('/api/auth/me')
          .set('Cookie', expressSessionCookie('old-session-id', secret))
          .expect(200);
        expect(me.body.username).toBe(user.username);
        const rows = await app.dataSource.query(`SELECT sid, user_id AS "userId" FROM session ORDER BY sid`);
        expect(rows).toEqual([{ sid: 'old-session-id', userId: user.id }]);
      } finally {
        await app.close();
      }
    } finally {
      await database.drop();
    }
  });
});

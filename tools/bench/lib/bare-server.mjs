// The floor the app is measured against: node:http + pg answering with the same SQL the app runs for each
// endpoint (session and user lookup included) and compressing as the app must, no framework. Started by
// scale.mjs; loopback only.
import argon2 from 'argon2';
import { Queue } from 'bullmq';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { gzip, gzipSync } from 'node:zlib';
import pg from 'pg';

const require = createRequire(import.meta.url);

// The app's own statements, from its build (scale.mjs builds first), so both sides run the same SQL by construction.
const fromApp = (path) => require(`../../../backend/dist/contexts/${path}.js`);
const { ACCOUNT_BY_SESSION_SQL } = fromApp('identity/persistence/sessions.sql');
const { DISPLAY_NAMES_SQL, PROFILES_BY_EMAIL_SQL, PROFILES_BY_ID_SQL } = fromApp('identity/persistence/users.sql');
const { TOURNAMENT_COLUMNS_SQL } = fromApp('tournaments/persistence/tournament-columns.sql');
const { APPROVED_TOURNAMENTS_SQL, TOURNAMENT_ACCESS_SQL, TOURNAMENT_WITH_STANDING_SQL } = fromApp(
  'tournaments/persistence/tournaments.sql',
);
const { availableTournamentsSql } = fromApp('tournaments/persistence/tournament-lists.sql');
const { REGISTRATION_COUNT_SQL, REGISTRATION_ROWS_SQL } = fromApp('tournaments/persistence/registrations.sql');
const { FIXTURE_FACTS_SQL, FIXTURE_MATCHES_SQL } = fromApp('fixtures/persistence/fixtures.sql');
const today = () => new Date().toISOString().slice(0, 10);
// Statements the app prepares are prepared here too, named by the app's own helper.
const { prepared } = require('../../../backend/dist/platform/database/prepared.js');

const SESSION_MAX_AGE_MS = 7 * 24 * 3600 * 1000;
// The session cookie as the app's session plugin signs it: `s:` + id + `.` + base64 HMAC-SHA256 without padding.
const signatureOf = (value, secret) => createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '');
const sign = (sid, secret) => `s:${sid}.${signatureOf(sid, secret)}`;
const unsign = (cookie, secret) => {
  const dot = cookie.lastIndexOf('.');
  if (!cookie.startsWith('s:') || dot < 0) return null;
  const sid = cookie.slice(2, dot);
  const [given, expected] = [Buffer.from(cookie.slice(dot + 1)), Buffer.from(signatureOf(sid, secret))];
  return given.length === expected.length && timingSafeEqual(given, expected) ? sid : null;
};
/** Outbox rows the bare write path adds: the same rows as the app's, told apart so they can be cleared. */
export const BARE_MAIL_KIND = 'bench-bare';

const readJson = (request) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(error);
      }
    });
    request.on('error', reject);
  });

export function startBareServer({ databaseUrl, secret, redisUrl = 'redis://127.0.0.1:6379', port = 0 }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const redis = new URL(redisUrl);
  // Its own prefix, no worker: the hand-off costs what the app's does, nothing is sent.
  const queue = new Queue('email', {
    connection: { host: redis.hostname, port: Number(redis.port || 6379), enableOfflineQueue: false },
    prefix: `rp-bench-bare-${Date.now()}`,
  });
  queue.on('error', () => undefined);
  // Answers over 1 kB are gzip-compressed when the client accepts it, as the app does (level 4, in place up to 64 kB).
  const json = (response, status, body, replacer) => {
    const text = JSON.stringify(body, replacer);
    const send = (payload, encoding) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      response.end(payload);
    };
    if (text.length < 1024 || !/\bgzip\b/.test(response.req.headers['accept-encoding'] ?? '')) return send(text);
    if (text.length <= 64 * 1024) return send(gzipSync(text, { level: 4 }), 'gzip');
    gzip(text, { level: 4 }, (error, zipped) => (error ? send(text) : send(zipped, 'gzip')));
  };
  async function viewer(request) {
    const match = /rallypoint\.sid=([^;]+)/.exec(request.headers.cookie ?? '');
    if (!match) return null;
    const raw = decodeURIComponent(match[1]);
    const sid = unsign(raw, secret);
    if (!sid) return null;
    const user = (await pool.query(prepared(ACCOUNT_BY_SESSION_SQL, [sid]))).rows[0];
    return user?.isActive ? user : null;
  }
  // Display names read once and kept, as the app's identity context keeps them (display-name-cache.ts).
  const knownNames = new Map();
  const organizerNames = async (rows) => {
    const missing = [...new Set(rows.map((row) => row.organizerId))].filter((id) => !knownNames.has(id));
    if (missing.length) {
      const { rows: users } = await pool.query(prepared(DISPLAY_NAMES_SQL, [missing]));
      for (const user of users) knownNames.set(user.id, user.name);
    }
    return rows.map((row) => ({ ...row, organizerName: knownNames.get(row.organizerId) ?? 'Unknown' }));
  };
  // Sign-in: the user by name, one argon2 check, a new session row (the app also counts the attempt).
  const login = async (request, response) => {
    const { username, password } = await readJson(request);
    const { rows } = await pool.query(`SELECT id, password_hash, is_active FROM users WHERE lower(username) = lower($1)`, [
      username,
    ]);
    const user = rows[0];
    if (!user || !(await argon2.verify(user.password_hash, password)) || !user.is_active) return json(response, 401, {});
    const sid = randomBytes(24).toString('base64url');
    const expires = new Date(Date.now() + SESSION_MAX_AGE_MS);
    const session = { cookie: { originalMaxAge: SESSION_MAX_AGE_MS, expires, httpOnly: true, path: '/', sameSite: 'lax' } };
    await pool.query('INSERT INTO session (sid, sess, expire, user_id) VALUES ($1, $2, $3, $4)', [
      sid,
      session,
      expires,
      user.id,
    ]);
    response.setHeader('set-cookie', `rallypoint.sid=${encodeURIComponent(sign(sid, secret))}; Path=/; HttpOnly; SameSite=Lax`);
    json(response, 200, { id: user.id });
  };

  // The public registration: the same statements in one transaction (tournament row shared-locked, duplicate
  // check, registration, event_log, organizer notification, outbox row), then the queue hand-off after commit.
  const register = async (request, response, tournamentId) => {
    const body = await readJson(request);
    const client = await pool.connect();
    let outboxId;
    let registrationId;
    try {
      await client.query('BEGIN');
      const {
        rows: [tournament],
      } = await client.query(
        `SELECT id, sport, organizer_id, tournament_code, name FROM tournaments WHERE id = $1 FOR KEY SHARE`,
        [tournamentId],
      );
      if (!tournament) throw Object.assign(new Error('not found'), { status: 404 });
      const {
        rows: [taken],
      } = await client.query(`SELECT 1 FROM tournament_entries WHERE tournament_id = $1 AND lower(email) = lower($2) LIMIT 1`, [
        tournamentId,
        body.email,
      ]);
      if (taken) throw Object.assign(new Error('already registered'), { status: 409 });
      // The account the e-mail belongs to, linked at once when verified (docs/decisions/0013).
      const {
        rows: [account],
      } = await client.query(prepared(PROFILES_BY_EMAIL_SQL, [[body.email.toLowerCase()]]));
      const userId = account?.emailVerified ? account.id : null;
      ({
        rows: [{ id: registrationId }],
      } = await client.query(
        `INSERT INTO tournament_entries (tournament_id, full_name, sport, email, phone, skill_level, skill_description, handedness, available_times, commitment_acknowledged, user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          tournamentId,
          body.fullName,
          tournament.sport,
          body.email,
          body.phone,
          body.skillLevel,
          body.skillDescription ?? null,
          body.handedness,
          body.availableTimes,
          body.commitmentAcknowledged,
          userId,
        ],
      ));
      await client.query(
        `INSERT INTO event_log (type, aggregate_type, aggregate_id, actor_id, payload) VALUES ('RegistrationSubmitted', 'Tournament', $1, NULL, $2)`,
        [String(tournamentId), { registrationId, fullName: body.fullName, email: body.email }],
      );
      await client.query(
        `INSERT INTO registration_notifications (tournament_id, entry_id, recipient_id, recipient_type, tournament_code, player_name, player_email) VALUES ($1, $2, $3, 'organizer', $4, $5, $6)`,
        [tournamentId, registrationId, tournament.organizer_id, tournament.tournament_code, body.fullName, body.email],
      );
      ({
        rows: [{ id: outboxId }],
      } = await client.query(`INSERT INTO email_outbox (to_address, subject, text, kind) VALUES ($1, $2, $3, $4) RETURNING id`, [
        body.email,
        `Registration received: ${tournament.name}`,
        `Hello ${body.fullName}, we received your registration.`,
        BARE_MAIL_KIND,
      ]));
      // The place is taken at COMMIT by the database's constraint trigger, as for the app.
      await client.query('COMMIT').catch((error) => {
        throw error.constraint === 'tournament_entries_within_places' ? Object.assign(new Error('full'), { status: 409 }) : error;
      });
    } catch (error) {
      await client.query('ROLLBACK');
      return json(response, error.status ?? 500, { message: error.message });
    } finally {
      client.release();
    }
    void queue
      .add('send-email', { outboxId }, { jobId: `outbox-${outboxId}`, removeOnComplete: 1000 })
      .then(() => pool.query(`UPDATE email_outbox SET queued_at = now() WHERE id = $1 AND status = 'pending'`, [outboxId]))
      .catch(() => undefined);
    json(response, 201, { id: registrationId });
  };

  const withStanding = ({ hasWaitlist, ...row }) => ({
    ...row,
    isFull: row.participantCount >= row.maxParticipants || hasWaitlist,
  });

  const routes = [
    [/^\/login$/, login],
    [/^\/tournaments\/(\d+)\/register$/, (request, response, [, id]) => register(request, response, Number(id))],
    [
      /^\/me$/,
      async (request, response) => {
        const user = await viewer(request);
        return user ? json(response, 200, user) : json(response, 401, {});
      },
    ],
    [
      /^\/tournaments$/,
      async (request, response) => {
        const user = await viewer(request);
        if (!user) return json(response, 401, {});
        const { page: available } = availableTournamentsSql({}, today(), user.id, 50, 0);
        const [page, count] = await Promise.all([
          pool.query(
            prepared(
              `SELECT ${TOURNAMENT_COLUMNS_SQL}${available.extraColumns} FROM tournaments t ${available.afterFrom}`,
              available.params,
            ),
          ),
          pool.query(prepared(APPROVED_TOURNAMENTS_SQL, [])),
        ]);
        json(response, 200, {
          items: (await organizerNames(page.rows)).map(withStanding),
          total: count.rows[0].total,
          page: 1,
          pageSize: 50,
        });
      },
    ],
    [
      /^\/tournaments\/(\d+)$/,
      async (request, response, [, id]) => {
        const user = await viewer(request);
        const { rows } = await pool.query(
          prepared(TOURNAMENT_WITH_STANDING_SQL, [today(), Number(id), user?.id ?? null, user?.email ?? '']),
        );
        if (!rows.length) return json(response, 404, {});
        const { entryCount, ...row } = withStanding((await organizerNames(rows))[0]);
        json(response, 200, { ...row, registrationsFull: entryCount >= row.maxParticipants || row.isFull });
      },
    ],
    // The app's statements: the session, the access row (organizer and status), then a page and a count in parallel.
    [
      /^\/tournaments\/(\d+)\/registrations$/,
      async (request, response, [, id]) => {
        const user = await viewer(request);
        if (!user) return json(response, 401, {});
        const { rows } = await pool.query(prepared(TOURNAMENT_ACCESS_SQL, [Number(id)]));
        if (!rows.length) return json(response, 404, {});
        const [page, count] = await Promise.all([
          pool.query(prepared(REGISTRATION_ROWS_SQL, [Number(id), 50, 0])),
          pool.query(prepared(REGISTRATION_COUNT_SQL, [Number(id)])),
        ]);
        json(response, 200, { items: page.rows, total: count.rows[0].total, page: 1, pageSize: 50 });
      },
    ],
    // The app's statements: the session (when signed in), then at once the access row, the fixture set with its drawn
    // lots and order-of-play flag, its matches and the tournament's entries (made by the form or by Enroll, one per
    // person, docs/decisions/0013), then the linked accounts' profiles for their usernames (skipped when none is
    // linked); the rule is applied once all have answered, as the app does. The same answer, contacts dropped for the
    // public.
    [
      /^\/tournaments\/(\d+)\/fixtures$/,
      async (request, response, [, id]) => {
        const user = await viewer(request);
        const tournamentId = Number(id);
        const [access, facts, matches, entries] = await Promise.all([
          pool.query(prepared(TOURNAMENT_ACCESS_SQL, [tournamentId])),
          pool.query(prepared(FIXTURE_FACTS_SQL, [tournamentId])),
          pool.query(prepared(FIXTURE_MATCHES_SQL, [tournamentId])),
          pool.query(prepared(REGISTRATION_ROWS_SQL, [tournamentId, null, 0])),
        ]);
        const linked = entries.rows.flatMap((e) => (e.userId === null ? [] : [e.userId]));
        const profiles = linked.length ? (await pool.query(prepared(PROFILES_BY_ID_SQL, [linked]))).rows : [];
        const usernameOf = new Map(profiles.map((p) => [p.id, p.username]));
        const tournament = access.rows[0];
        const manages =
          !!user &&
          tournament &&
          (user.role === 'admin' || (user.userType === 'organizer' && user.id === tournament.organizerId));
        if (!tournament || (tournament.status !== 'approved' && !manages)) return json(response, 404, {});
        const registeredPlayers = entries.rows
          .filter((e) => e.status !== 'withdrawn')
          .map((e) => ({
            name: e.fullName,
            username: e.userId === null ? null : (usernameOf.get(e.userId) ?? null),
            email: e.email,
            phone: e.phone || null,
            experienceLevel: e.skillDescription || null,
            skillLevel: e.skillLevel ?? null,
            registrationDate: e.registrationDate,
          }));
        const { lots, orderOfPlayPublished, ...set } = facts.rows[0];
        const saved = set.savedAt === null ? null : set;
        const body = {
          tournamentId,
          fixtureType: saved?.fixtureType ?? null,
          matchType: saved?.matchType ?? null,
          seed: saved?.seed ?? null,
          divisions: Object.fromEntries((saved?.divisions ?? []).map((d) => [d.label, d.players])),
          teams: saved?.teams ?? [],
          matches: matches.rows,
          savedAt: saved ? saved.savedAt.toISOString() : null,
          lots,
          orderOfPlayPublished,
          registeredPlayers,
          scoreFormat: tournament.scoreFormat,
          standingsRulebook: tournament.standingsRulebook,
        };
        // Contacts for the organizer and admins only: dropped while writing, wherever a player appears.
        json(response, 200, body, manages ? undefined : (key, value) => (key === 'email' || key === 'phone' ? undefined : value));
      },
    ],
  ];
  const server = createServer((request, response) => {
    const path = request.url.split('?')[0];
    for (const [pattern, handler] of routes) {
      const match = pattern.exec(path);
      if (match) return void handler(request, response, match).catch((error) => json(response, 500, { message: error.message }));
    }
    json(response, 404, {});
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port: server.address().port,
        close: () =>
          new Promise((done) => server.close(() => Promise.all([pool.end(), queue.close().catch(() => undefined)]).then(done))),
      }),
    ),
  );
}

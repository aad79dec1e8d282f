// The floor the app is measured against: node:http + pg answering with the same SQL the app runs for each
// endpoint (session and user lookup included), no framework. Started by scale.mjs; loopback only.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import pg from 'pg';

const require = createRequire(import.meta.url);
const signature = require('cookie-signature');

const ISO = (column) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const COLUMNS = `t.id, t.name, t.tournament_code AS "tournamentCode", t.sport, t.venue, t.divisions,
  CASE WHEN t.status <> 'approved' THEN t.status WHEN $1::date < t.start_date THEN 'upcoming' WHEN $1::date <= t.end_date THEN 'active' ELSE 'completed' END AS status,
  ${ISO('t.created_at')} AS "createdAt", t.description, t.organizer_id AS "organizerId", t.start_date::text AS "startDate",
  t.end_date::text AS "endDate", t.registration_deadline::text AS "registrationDeadline", t.max_participants AS "maxParticipants",
  (SELECT count(*)::int FROM tournament_participants p WHERE p.tournament_id = t.id) AS "participantCount",
  t.entry_fee::text AS "entryFee", t.prize_pool::text AS "prizePool", t.rules, t.additional_info AS "additionalInfo",
  t.poc1_name AS "poc1Name", t.poc1_contact AS "poc1Contact", t.poc1_email AS "poc1Email", t.poc2_name AS "poc2Name",
  t.poc2_contact AS "poc2Contact", t.poc2_email AS "poc2Email", ${ISO('t.updated_at')} AS "updatedAt"`;
const USER = `SELECT id, username, first_name AS "firstName", last_name AS "lastName", email, phone, organization_name AS "organizationName",
  user_type AS "userType", sports, address_line1 AS "addressLine1", state, zip_code AS "zipCode", role, level, is_active AS "isActive"
  FROM users WHERE id = $1`;
const today = () => new Date().toISOString().slice(0, 10);

export function startBareServer({ databaseUrl, secret, port = 0 }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const json = (response, status, body) => {
    const text = JSON.stringify(body);
    response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    response.end(text);
  };
  async function viewer(request) {
    const match = /rallypoint\.sid=([^;]+)/.exec(request.headers.cookie ?? '');
    if (!match) return null;
    const raw = decodeURIComponent(match[1]);
    const sid = raw.startsWith('s:') ? signature.unsign(raw.slice(2), secret) : false;
    if (!sid) return null;
    const { rows } = await pool.query('SELECT sess FROM session WHERE sid = $1 AND expire >= to_timestamp($2)', [sid, Date.now() / 1000]);
    const id = rows[0]?.sess?.passport?.user;
    if (!id) return null;
    const user = (await pool.query(USER, [id])).rows[0];
    return user?.isActive ? user : null;
  }
  const organizerNames = async (rows) => {
    const ids = [...new Set(rows.map((row) => row.organizerId))];
    const { rows: users } = await pool.query(`SELECT id, first_name, last_name, username FROM users WHERE id = ANY($1::int[])`, [ids]);
    const names = new Map(users.map((u) => [u.id, `${u.first_name} ${u.last_name}`.trim() || u.username]));
    return rows.map((row) => ({ ...row, organizerName: names.get(row.organizerId) ?? 'Unknown' }));
  };
  const routes = [
    [/^\/me$/, async (request, response) => {
      const user = await viewer(request);
      return user ? json(response, 200, user) : json(response, 401, {});
    }],
    [/^\/tournaments$/, async (request, response) => {
      const user = await viewer(request);
      if (!user) return json(response, 401, {});
      const stages = [
        [`t.start_date > $1::date`, `(t.start_date - DATE '2000-01-01')`, 't.start_date, t.id'],
        [`t.start_date <= $1::date AND t.end_date >= $1::date`, `(t.start_date - DATE '2000-01-01')`, 't.start_date, t.id'],
        [`t.end_date < $1::date`, `(DATE '2000-01-01' - t.end_date)`, 't.end_date DESC, t.id'],
      ].map(([where, key, order], i) => `(SELECT t.id, ${i} AS stage, ${key} AS key FROM tournaments t WHERE t.status = 'approved' AND ${where} ORDER BY ${order} LIMIT 50)`);
      const [page, count] = await Promise.all([
        pool.query(`SELECT ${COLUMNS}, EXISTS (SELECT 1 FROM tournament_participants p WHERE p.tournament_id = t.id AND p.participant_id = $2) AS "isEnrolled"
          FROM tournaments t JOIN (SELECT id, stage, key FROM (${stages.join(' UNION ALL ')}) s ORDER BY stage, key, id LIMIT 50 OFFSET 0) page
          ON page.id = t.id ORDER BY page.stage, page.key, page.id`, [today(), user.id]),
        pool.query(`SELECT count(*)::int AS total FROM tournaments t WHERE t.status = 'approved'`),
      ]);
      json(response, 200, { items: await organizerNames(page.rows), total: count.rows[0].total, page: 1, pageSize: 50 });
    }],
    [/^\/tournaments\/(\d+)$/, async (request, response, [, id]) => {
      await viewer(request);
      const { rows } = await pool.query(`SELECT ${COLUMNS} FROM tournaments t WHERE t.id = $2`, [today(), Number(id)]);
      if (!rows.length) return json(response, 404, {});
      json(response, 200, (await organizerNames(rows))[0]);
    }],
    [/^\/tournaments\/(\d+)\/registrations$/, async (request, response, [, id]) => {
      const user = await viewer(request);
      if (!user) return json(response, 401, {});
      const { rows } = await pool.query(`SELECT organizer_id, status FROM tournaments WHERE id = $1`, [Number(id)]);
      if (!rows.length) return json(response, 404, {});
      const [page, count] = await Promise.all([
        pool.query(`SELECT id, full_name AS "fullName", email, phone, sport, skill_level AS "skillLevel", skill_description AS "skillDescription",
          handedness, available_times AS "availableTimes", ${ISO('registration_date')} AS "registrationDate", status
          FROM tournament_registrations WHERE tournament_id = $1 ORDER BY registration_date, id LIMIT 50 OFFSET 0`, [Number(id)]),
        pool.query(`SELECT count(*)::int AS total FROM tournament_registrations WHERE tournament_id = $1`, [Number(id)]),
      ]);
      json(response, 200, { items: page.rows, total: count.rows[0].total, page: 1, pageSize: 50 });
    }],
    [/^\/tournaments\/(\d+)\/fixtures$/, async (request, response, [, id]) => {
      await viewer(request);
      const tournamentId = Number(id);
      const [t, set, matches, registrations, participants] = await Promise.all([
        pool.query(`SELECT ${COLUMNS} FROM tournaments t WHERE t.id = $2`, [today(), tournamentId]),
        pool.query(`SELECT * FROM fixture_sets WHERE tournament_id = $1`, [tournamentId]),
        pool.query(`SELECT * FROM fixture_matches WHERE tournament_id = $1 ORDER BY position`, [tournamentId]),
        pool.query(`SELECT full_name, email, phone, skill_level, skill_description, registration_date FROM tournament_registrations WHERE tournament_id = $1 ORDER BY registration_date, id`, [tournamentId]),
        pool.query(`SELECT participant_id, registration_date FROM tournament_participants WHERE tournament_id = $1 ORDER BY registration_date, id`, [tournamentId]),
      ]);
      if (!t.rows.length) return json(response, 404, {});
      json(response, 200, { set: set.rows[0] ?? null, matches: matches.rows, registeredPlayers: [...registrations.rows, ...participants.rows] });
    }],
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
      resolve({ port: server.address().port, close: () => new Promise((done) => server.close(() => pool.end().then(done))) }),
    ),
  );
}

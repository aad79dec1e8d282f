// EXPLAIN of every list and lookup query the API runs, on a seeded database (node tools/bench/seed.mjs first).
// Fails when a plan reads a big table without an index. Usage: node tools/bench/explain.mjs [--database-url URL]
import pg from 'pg';

const index = process.argv.indexOf('--database-url');
const databaseUrl =
  index > 0 ? process.argv[index + 1] : (process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rallypoint_bench');
const today = new Date().toISOString().slice(0, 10);
const stage = (where, key, order) =>
  `(SELECT t.id, 0 AS stage, ${key} AS key FROM tournaments t WHERE t.status = 'approved' AND ${where} ORDER BY ${order} LIMIT 50)`;

/** Entries holding a place, searched (tournaments/persistence/participants.sql.ts): $1 tournament, $2 pattern, $3 accounts. */
const PARTICIPANTS = `FROM tournament_entries e
  WHERE e.tournament_id = $1 AND e.status <> 'withdrawn'
    AND ($2::text IS NULL OR e.full_name ILIKE $2::text OR e.user_id = ANY($3::int[]))`;

/** A tournament's entries narrowed to a shown name (tournaments/persistence/entry-facts.sql.ts): $1 tournament, $2 name. */
const ENTRIES_NAMED = `FROM tournament_entries e
  WHERE e.tournament_id = $1 AND lower(btrim(regexp_replace(e.full_name, '\\s+', ' ', 'g'))) = $2::text AND e.status <> 'withdrawn'`;

/** [name, sql, params] as the handlers build them (tournaments context read model, identity session read). */
export const QUERIES = [
  ['session row', `SELECT sess FROM session WHERE sid = $1 AND expire >= now()`, ['x']],
  ['session user', `SELECT id, username, role, is_active FROM users WHERE id = $1`, [5]],
  ['login lookup', `SELECT id FROM users WHERE lower(username) = lower($1)`, ['bench_admin']],
  [
    'available page (upcoming stage)',
    stage(`t.start_date > $1::date`, `(t.start_date - DATE '2000-01-01')`, 't.start_date, t.id'),
    [today],
  ],
  [
    'available page (running stage)',
    stage(`daterange(t.start_date, t.end_date, '[]') @> $1::date`, `(t.start_date - DATE '2000-01-01')`, 't.start_date, t.id'),
    [today],
  ],
  [
    'available page (finished stage)',
    stage(`t.end_date < $1::date`, `(DATE '2000-01-01' - t.end_date)`, 't.end_date DESC, t.id'),
    [today],
  ],
  // 85% of tournaments are approved: one pass over the 10k-row table, or over (status, start_date) once vacuumed.
  ['available count', `SELECT count(*) FROM tournaments t WHERE t.status = 'approved'`, [], { seqScanExpected: true }],
  [
    'enrolled flag / head count',
    `SELECT EXISTS (SELECT 1 FROM tournament_entries e WHERE e.tournament_id = $1 AND e.user_id = $2 AND e.status <> 'withdrawn')`,
    [5, 2000],
  ],
  ['tournament by id', `SELECT * FROM tournaments t WHERE t.id = $1`, [5]],
  ['admin list', `SELECT id FROM tournaments t ORDER BY t.created_at DESC, t.id DESC LIMIT 50 OFFSET 0`, []],
  [
    'admin list, pending',
    `SELECT id FROM tournaments t WHERE t.status = 'pending' ORDER BY t.created_at DESC, t.id DESC LIMIT 50`,
    [],
  ],
  [
    "organizer's own",
    `SELECT id FROM tournaments t WHERE t.organizer_id = $1 ORDER BY t.created_at DESC, t.id DESC LIMIT 50`,
    [5],
  ],
  [
    'registrations page',
    `SELECT id FROM tournament_entries WHERE tournament_id = $1 ORDER BY registration_date, id LIMIT 50 OFFSET 0`,
    [5],
  ],
  ['registrations count', `SELECT count(*) FROM tournament_entries WHERE tournament_id = $1`, [5]],
  ['entries of an account', `SELECT id FROM tournament_entries WHERE user_id = $1 AND status <> 'withdrawn'`, [2000]],
  [
    'participants page (searched)',
    `SELECT e.id, count(*) OVER () ${PARTICIPANTS} ORDER BY e.registration_date, e.id LIMIT 50 OFFSET 0`,
    [5, '%a%', [2000, 2001]],
  ],
  ['entry by name (result submit)', `SELECT e.id ${ENTRIES_NAMED} ORDER BY e.registration_date, e.id`, [5, 'registrant 5']],
  [
    'notifications, organizer',
    `SELECT id FROM registration_notifications n WHERE n.recipient_id = $1 ORDER BY n.is_read, n.created_at DESC, n.id DESC LIMIT 50`,
    [5],
  ],
  [
    'notifications, admin',
    `SELECT id FROM registration_notifications n ORDER BY n.is_read, n.created_at DESC, n.id DESC LIMIT 50`,
    [],
  ],
  [
    'notifications unread count',
    `SELECT count(*) FILTER (WHERE NOT n.is_read) FROM registration_notifications n WHERE n.recipient_id = $1`,
    [5],
  ],
  ['profiles by ids', `SELECT id FROM users WHERE id = ANY($1::int[])`, [[2, 3, 4]]],
  ['fixture matches', `SELECT id FROM fixture_matches WHERE tournament_id = $1 ORDER BY position`, [100]],
  ['outbox sweep', `SELECT id FROM email_outbox m WHERE m.status = 'pending' ORDER BY id LIMIT 100`, []],
];

const BIG = ['users', 'tournaments', 'tournament_entries', 'registration_notifications', 'fixture_matches'];

export async function explainAll(client) {
  const report = [];
  for (const [name, sql, params, { seqScanExpected = false } = {}] of QUERIES) {
    const { rows } = await client.query(`EXPLAIN ${sql}`, params);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    const seq = BIG.filter((table) => new RegExp(`Seq Scan on ${table}\\b`).test(plan));
    // Small tables (sessions, the outbox in a quiet database) are read however the planner likes.
    report.push({ name, indexed: seqScanExpected || seq.length === 0, plan });
  }
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const report = await explainAll(client);
  await client.end();
  for (const { name, indexed, plan } of report)
    console.log(`${indexed ? 'ok  ' : 'MISS'} ${name}\n${plan.replace(/^/gm, '      ')}`);
  const missed = report.filter((r) => !r.indexed);
  console.log(
    missed.length ? `explain: ${missed.length} plans without an index` : `explain: all ${report.length} plans use an index`,
  );
  process.exit(missed.length ? 1 : 0);
}

// Announcement bursts (issue 38): 10, 20 and 50 concurrent announcements, each on its own tournament of 500 form
// registrants, against the built API and its separate mail worker (production mode), from this process as real
// clients would send them. Prints per burst its 5xx count and slowest answer, then, once the worker has expanded every
// fan-out, whether each registrant's mail was enqueued exactly once (email_outbox, by address and subject) and how
// many were sent. An announcement writes one fan-out row; the worker expands it (docs/architecture.md, "The mail outbox").
// Build first: npx tsc -p libs/shared/tsconfig.build.json && (cd backend && npx tsc -p tsconfig.build.json)
// Usage: node tools/bench/announcement-bursts.mjs [--registrants 500] [--entry backend/dist/main.js]
import pg from 'pg';
import { apiClient, approvedTournament, arg, burstSummary } from './lib/api-client.mjs';
import { SEED_PASSWORD } from './lib/seed.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';
import { sessionCookie, startApi } from './lib/start-api.mjs';
import { seedDatabase } from './seed.mjs';

const SIZES = [10, 20, 50];
const registrants = Number(arg('registrants', '500'));
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/rallypoint_bench_announcements_${offset}`;

await seedDatabase(databaseUrl, 0.001, () => {});
let delivered = 0;
const smtp = await startSmtpSink(() => delivered++);
const app = await startApi({
  databaseUrl,
  port: 3960 + offset,
  secret: 'bench-session-secret',
  smtpPort: smtp.port,
  queuePrefix: `rp-bench-announcements-${offset}-${Date.now()}`,
  entry: arg('entry', 'backend/dist/main.js'),
});
const { base } = app;
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();

try {
  const api = apiClient(base);
  const { send } = api;

  const organizer = await sessionCookie(base, 'bench_org_2', SEED_PASSWORD);
  const admin = await sessionCookie(base, 'bench_admin', SEED_PASSWORD);
  const tournament = async (i) => {
    const created = await approvedTournament(api, organizer, admin, {
      name: `Announcement Open ${i} ${Date.now()}`,
      description: 'Announcement bursts',
      maxParticipants: registrants,
    });
    return created.id;
  };
  const ids = [];
  for (let i = 0; i < SIZES.reduce((a, b) => a + b, 0); i += 10)
    ids.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => tournament(i + j)))));
  // The registrants straight into the tournaments context's table: the burst is what is measured, not the seeding.
  await db.query(
    `INSERT INTO tournament_entries (tournament_id, full_name, sport, email, phone, skill_level, handedness,
       available_times, commitment_acknowledged)
     SELECT t, 'Registrant ' || n, 'tennis', 'reg-' || t || '-' || n || '@bench.example', '5551234567', 'L3', 'right',
       ARRAY['morning'], true
     FROM unnest($1::int[]) AS t, generate_series(1, $2) AS n`,
    [ids, registrants],
  );

  console.log(
    `announcements, each on its own tournament of ${registrants} registrants (${arg('entry', 'backend/dist/main.js')})`,
  );
  let next = 0;
  const titles = [];
  for (const n of SIZES) {
    const burst = ids.slice(next, (next += n));
    const answers = await Promise.all(
      burst.map((id, i) => {
        const title = `Burst ${n}-${i}`;
        titles.push(title);
        return send(organizer, 'POST', `/api/tournaments/${id}/announcements`, { title, message: 'Play starts on courts 5-8.' });
      }),
    );
    console.log(burstSummary(n, answers));
  }

  const expected = ids.length * registrants;
  const started = Date.now();
  for (;;) {
    const { rows } = await db.query(`SELECT count(*) FILTER (WHERE status <> 'done')::int AS open FROM mail_fanouts`);
    if (rows[0].open === 0) break;
    if (Date.now() - started > 600_000) throw new Error(`${rows[0].open} fan-outs still open after 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const expandedMs = Date.now() - started;
  const {
    rows: [outbox],
  } = await db.query(
    `SELECT count(*)::int AS rows, count(DISTINCT (to_address, subject))::int AS distinct_mails
       FROM email_outbox WHERE kind = 'tournament-announcement'`,
  );
  const once = outbox.rows === expected && outbox.distinct_mails === expected;
  console.log(
    `every fan-out expanded ${expandedMs} ms after the last answer: ${outbox.rows} outbox rows for ${expected} mails, ` +
      `${outbox.distinct_mails} distinct: ${once ? 'each enqueued exactly once' : 'NOT each exactly once'}`,
  );
  for (;;) {
    const { rows } = await db.query(`SELECT count(*)::int AS left FROM email_outbox WHERE status IN ('pending', 'sending')`);
    if (rows[0].left === 0 || Date.now() - started > 900_000) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(`${delivered} mails reached the SMTP server ${Date.now() - started} ms after the last answer`);
  if (!once) process.exitCode = 1;
} finally {
  await db.end();
  app.stop();
  smtp.close();
}

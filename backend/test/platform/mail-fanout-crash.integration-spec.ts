import { randomBytes } from 'node:crypto';
import { FANOUT_CHUNK } from '../../src/platform/mail/mail.constants';
import { signedInAs } from '../support/factories';
import { eventually } from '../support/eventually';
import { startTestApp, type TestApp } from '../support/test-app';
import { startWorkerProcess, type WorkerProcess } from '../support/worker-process';
import { approvedTournament } from '../tournaments/tournament-factories';

// Ten chunks: the first worker is killed after about one, the second stopped after about two more, and the third
// still has several to resume. FANOUT_CRASH_REGISTRANTS runs it bigger (it was 8,000 before CI ran it at this size);
// tools/bench/announcement-bursts.mjs has the large fan-outs' figures.
const REGISTRANTS = Number(process.env.FANOUT_CRASH_REGISTRANTS ?? 10 * FANOUT_CHUNK);

/**
 * A real worker process (src/worker.ts) is killed with SIGKILL while it expands an announcement's fan-out, the next
 * one is stopped with SIGTERM, and a third one started: the fan-out resumes from its cursor each time, so every
 * registrant's mail is in the outbox exactly once, and every one is delivered (a mail may be sent twice only in the
 * outbox's own crash window, mail-worker-crash).
 */
describe('a mail fan-out when the worker is killed or stopped mid-way', () => {
  let t: TestApp;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    t = await startTestApp({ outboxSweepMs: 1000, env: { RUN_WORKER: 'false' } });
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.kill()));
    await t.close();
  });

  it('resumes from its cursor: each mail enqueued once, none lost', async () => {
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: t.config.databaseUrl,
      REDIS_URL: t.config.redisUrl,
      QUEUE_PREFIX: t.config.queuePrefix,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(t.smtp.port),
      OUTBOX_SWEEP_MS: '1000',
      SESSION_SECRET: 'integration-test-secret',
      APP_URL: 'http://localhost:3000',
    };
    const tag = randomBytes(4).toString('hex');
    const { tournament, organizer } = await approvedTournament(t, { maxParticipants: 1000 }, await signedInAs(t, 'organizer'));
    // More registrants than places: straight into the table, past the form's limit, for a fan-out of many chunks.
    await t.dataSource.query(`ALTER TABLE tournament_entries DISABLE TRIGGER tournament_entries_within_places`);
    await t.dataSource.query(
      `INSERT INTO tournament_entries (tournament_id, full_name, sport, email, phone, skill_level, handedness,
         available_times, commitment_acknowledged)
       SELECT $1, 'Registrant ' || n, $2, 'crash-' || $3 || '-' || n || '@example.com', '5551234567', 'L3', 'right',
         ARRAY['morning'], true
       FROM generate_series(1, $4) AS n`,
      [tournament.id, tournament.sport, tag, REGISTRANTS],
    );
    await t.dataSource.query(`ALTER TABLE tournament_entries ENABLE TRIGGER tournament_entries_within_places`);
    await organizer.agent
      .post(`/api/tournaments/${tournament.id}/announcements`)
      .send({ title: 'Crash test', message: 'Courts 5-8.' })
      .expect(201);

    const fanout = async () =>
      (await t.dataSource.query(`SELECT status, mails FROM mail_fanouts`))[0] as { status: string; mails: number };
    const first = await startWorkerProcess(env);
    workers.push(first);
    await eventually(fanout, (row) => row.mails > 0, 60000);
    await first.kill();
    const atKill = await fanout();

    // The next one is stopped gracefully (SIGTERM) mid-way: it ends after its chunk and leaves the rest to the third.
    const second = await startWorkerProcess(env);
    workers.push(second);
    await eventually(fanout, (row) => row.mails > atKill.mails, 60000);
    await second.stop();
    const atStop = await fanout();
    const third = await startWorkerProcess(env);
    workers.push(third);
    const done = await eventually(fanout, (row) => row.status === 'done', 120000);
    const perAddress: Array<{ n: number }> = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM email_outbox WHERE kind = 'tournament-announcement' GROUP BY to_address`,
    );
    const delivered = () => new Set(t.smtp.messages.filter((m) => m.to.startsWith(`crash-${tag}-`)).map((m) => m.to)).size;
    await eventually(
      async () => delivered(),
      (n) => n === REGISTRANTS,
      180000,
    );
    const copies = t.smtp.messages.filter((m) => m.to.startsWith(`crash-${tag}-`)).length;
    await third.stop();
    console.log(
      `fan-out of ${REGISTRANTS}: the first worker was killed after ${atKill.mails} enqueued (${atKill.status}); ` +
        `the second was stopped after ${atStop.mails} (${atStop.status}); the third finished it: ${done.mails} enqueued, ${delivered()} delivered, ${copies - delivered()} delivered twice`,
    );

    expect(atKill.status).toBe('pending');
    expect(atStop.status).toBe('pending');
    expect(done.mails).toBe(REGISTRANTS);
    expect(perAddress).toHaveLength(REGISTRANTS);
    expect(perAddress.every((row) => row.n === 1)).toBe(true);
    expect(delivered()).toBe(REGISTRANTS);
    expect(copies - delivered()).toBeLessThanOrEqual(REGISTRANTS / 100);
  }, 400000);
});

import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { TournamentDetail } from '@rallypoint/shared';
import { eventually } from '../support/eventually';
import { freePort } from '../support/free-port';
import { startRedisOn } from '../support/redis-later';
import { signedInAs } from '../support/factories';
import { fanoutsExpanded } from '../support/mail-fanouts';
import { startTestApp, type TestApp } from '../support/test-app';
import { approvedTournament, type SignedIn } from './tournament-factories';

const TOURNAMENTS = 50;
// The 50 concurrent requests load the pool; what each request writes does not grow with its registrants (one fan-out
// row and no mail: the Redis-down test below checks it), so 40 each prove the burst and the once-only delivery of
// 2,000 mails. It was 100 (5,000 mails, a third of a minute of CI's two cores); the figures for 500 registrants
// come from tools/bench/announcement-bursts.mjs.
const REGISTRANTS = 40;

/** `count` form registrants of each tournament, in one statement, addressed `burst-<tag>-<tournament>-<n>@example.com`. */
async function seedRegistrants(t: TestApp, tournaments: TournamentDetail[], count: number, tag: string): Promise<void> {
  await t.dataSource.query(
    `INSERT INTO tournament_entries (tournament_id, full_name, sport, email, phone, skill_level, handedness,
       available_times, commitment_acknowledged)
     SELECT t.id, 'Registrant ' || n, t.sport, 'burst-' || $3 || '-' || t.id || '-' || n || '@example.com', '5551234567',
       'L3', 'right', ARRAY['morning'], true
     FROM unnest($1::int[], $2::text[]) AS t (id, sport), generate_series(1, $4) AS n`,
    [tournaments.map((x) => x.id), tournaments.map((x) => x.sport), tag, count],
  );
}

const announce = (organizer: SignedIn, tournament: TournamentDetail, title: string) => {
  const started = performance.now();
  return organizer.agent
    .post(`/api/tournaments/${tournament.id}/announcements`)
    .send({ title, message: 'Play starts on courts 5-8.' })
    .then((response) => ({ status: response.status, recipients: response.body.recipients, ms: performance.now() - started }));
};

/** How often each (address, subject) of this test's mail reached the SMTP capture. */
function deliveries(t: TestApp, tag: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of t.smtp.messages.filter((m) => m.to.includes(`burst-${tag}-`))) {
    const key = `${mail.to}|${mail.subject}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

describe('announcements fan out in the worker', () => {
  let t: TestApp;
  let organizer: SignedIn;

  beforeAll(async () => {
    t = await startTestApp({ outboxSweepMs: 1000 });
    organizer = await signedInAs(t, 'organizer');
  });
  afterAll(() => t.close());

  it(`answers ${TOURNAMENTS} concurrent announcements to ${REGISTRANTS} registrants each without a 5xx, and delivers every mail once`, async () => {
    const tag = randomBytes(4).toString('hex');
    const tournaments: TournamentDetail[] = [];
    for (let i = 0; i < TOURNAMENTS; i += 10) {
      const batch = Array.from({ length: Math.min(10, TOURNAMENTS - i) }, () =>
        approvedTournament(t, { maxParticipants: REGISTRANTS }, organizer),
      );
      tournaments.push(...(await Promise.all(batch)).map((x) => x.tournament));
    }
    await seedRegistrants(t, tournaments, REGISTRANTS, tag);

    const answers = await Promise.all(tournaments.map((tournament, i) => announce(organizer, tournament, `Burst ${i}`)));
    const errors = answers.filter((a) => a.status >= 500).length;
    const slowest = Math.round(Math.max(...answers.map((a) => a.ms)));
    expect(answers.map((a) => [a.status, a.recipients])).toEqual(answers.map(() => [201, REGISTRANTS]));

    const expected = TOURNAMENTS * REGISTRANTS;
    const startedDrain = Date.now();
    await fanoutsExpanded(t.dataSource, 120000);
    await eventually(
      async () => deliveries(t, tag).size,
      (size) => size >= expected,
      600000,
    );
    // Anything sent twice would arrive just after the last first copy.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const counts = deliveries(t, tag);
    const twice = [...counts.values()].filter((n) => n > 1).length;
    console.log(
      `${TOURNAMENTS} concurrent announcements × ${REGISTRANTS} registrants: ${errors} × 5xx, slowest answer ${slowest} ms; ` +
        `${counts.size} of ${expected} mails delivered (${twice} more than once) ${Date.now() - startedDrain} ms after the last answer`,
    );

    expect(errors).toBe(0);
    expect(counts.size).toBe(expected);
    expect(twice).toBe(0);
    for (const [i, tournament] of tournaments.entries()) {
      for (const n of [1, REGISTRANTS]) {
        expect(counts.get(`burst-${tag}-${tournament.id}-${n}@example.com|${tournament.name}: Burst ${i}`)).toBe(1);
      }
    }
  }, 900000);
});

describe('an announcement while Redis is down', () => {
  let t: TestApp;
  let redis: ChildProcess | null = null;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    t = await startTestApp({ redisUrl: `redis://127.0.0.1:${port}`, outboxSweepMs: 200 });
  });
  afterAll(async () => {
    await t.close();
    redis?.kill('SIGKILL');
  });

  it('commits one fan-out row and no mail with the announcement; the sweep expands it once Redis is back', async () => {
    const tag = randomBytes(4).toString('hex');
    const { tournament, organizer } = await approvedTournament(t, { maxParticipants: 40 });
    await seedRegistrants(t, [tournament], 40, tag);
    const outboxRows = async () =>
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM email_outbox WHERE kind = 'tournament-announcement'`))[0].n;

    const answer = await announce(organizer, tournament, 'While Redis is down');
    expect([answer.status, answer.recipients]).toEqual([201, 40]);
    // Nothing can expand it without Redis: what is there is what the request's transaction wrote.
    const fanouts = await t.dataSource.query(`SELECT kind, payload, status, mails FROM mail_fanouts`);
    expect(fanouts).toEqual([
      { kind: 'tournament-announcement', payload: { announcementId: expect.any(Number) }, status: 'pending', mails: 0 },
    ]);
    expect(await outboxRows()).toBe(0);

    redis = startRedisOn(port);
    await fanoutsExpanded(t.dataSource);
    await eventually(
      async () => deliveries(t, tag).size,
      (size) => size >= 40,
      30000,
    );
    expect(await outboxRows()).toBe(40);
    expect([...deliveries(t, tag).values()]).toEqual(Array(40).fill(1));
    // Bulk mail, as the fan-out wrote it: the worker adds the one-click unsubscribe.
    const one = t.smtp.messages.find((m) => m.to.includes(`burst-${tag}-`));
    expect(one?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  }, 120000);
});

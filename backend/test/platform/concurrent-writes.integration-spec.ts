import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { apply, insertAcademy, signupRequest } from '../academy/academy-factories';
import { createBootcamp, type SignedIn } from '../bootcamps/bootcamp-factories';
import { resultBody, submit, tournamentWith } from '../fixtures/results-factories';
import { day, person, type Person } from '../social/social-factories';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTournament, registrationRequest } from '../tournaments/tournament-factories';

/**
 * Fifty of each write at once against the real database: no 5xx, the expected status for every answer, and exactly
 * the rows (and events) those answers stand for. Each burst's timings are printed, not asserted; the speed targets
 * are the benchmarks' (tools/bench/scale.mjs, tools/bench/write-bursts.mjs), since CI shares two cores with the
 * other projects' tests. A stall shows as a 503: pool checkouts and lock waits are bounded.
 */
const BURST = 50;
const CAPACITY = 10;

interface Burst {
  statuses: Record<number, number>;
  max: number;
  p50: number;
  bodies: Array<{ id?: number }>;
}

/** Sends every request at once, each timed from its own send to its own response. */
async function fireAtOnce(kind: string, requests: Array<() => request.Test>): Promise<Burst> {
  const answers = await Promise.all(
    requests.map(async (send) => {
      const started = performance.now();
      const response = await send();
      return { status: response.status, ms: performance.now() - started, body: response.body };
    }),
  );
  const statuses: Record<number, number> = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  const durations = answers.map((a) => a.ms).sort((a, b) => a - b);
  const max = Math.round(durations[durations.length - 1]);
  const p50 = Math.round(durations[Math.floor(durations.length / 2)]);
  console.log(`${kind}: ${JSON.stringify(statuses)} max ${max} ms p50 ${p50} ms`);
  return { statuses, max, p50, bodies: answers.map((a) => a.body) };
}

function expectSoundAndUnstalled(result: Burst, expected: Record<number, number>): void {
  expect(Object.keys(result.statuses).filter((status) => Number(status) >= 500)).toEqual([]);
  expect(result.statuses).toEqual(expected);
}

describe(`${BURST} concurrent writes of each kind`, () => {
  let t: TestApp;
  let players: Person[];
  let admin: Person;
  let organizer: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    // Ten sign-ins at a time: one address's sign-ins in flight count against its throttle until they succeed.
    players = [];
    while (players.length < BURST) {
      const from = players.length;
      players.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => person(t, { firstName: `Player${from + i}` })))));
    }
    admin = await person(t, { role: 'admin' });
    const owner = await person(t, { role: 'organizer' });
    organizer = {
      agent: owner.agent,
      user: { id: owner.id, username: owner.username, email: owner.email, password: 'password123' },
    };
  });
  afterAll(() => t.close());

  /** Waits (at most 5 s) until the in-process mail worker has sent what earlier steps queued: each burst's figures are its own. */
  async function mailSettled(): Promise<void> {
    for (const until = Date.now() + 5000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 50))) {
      if ((await count(`SELECT count(*)::int AS n FROM email_outbox WHERE status IN ('pending', 'sending')`)) === 0) return;
    }
  }

  /** One request per item, all at once, after setup has settled. */
  async function burst<T>(kind: string, items: T[], send: (item: T, i: number) => request.Test): Promise<Burst> {
    await mailSettled();
    return fireAtOnce(
      kind,
      items.map((item, i) => () => send(item, i)),
    );
  }

  async function count(sql: string, values: unknown[] = []): Promise<number> {
    return (await t.dataSource.query(sql, values))[0].n;
  }
  /** event_log rows of that type for these aggregates. */
  const events = (type: string, aggregateIds: number[]) =>
    count(`SELECT count(*)::int AS n FROM event_log WHERE type = $1 AND aggregate_id = ANY($2::text[])`, [
      type,
      aggregateIds.map(String),
    ]);
  const ids = (rows: Array<{ id?: number }>) => rows.map((row) => row.id!);
  /** Each player's neighbour: every player sends one and receives one. */
  const next = (i: number) => players[(i + 1) % BURST];
  /** A fresh day per proposal, so no two proposals ever overlap in anyone's calendar. */
  let nextDay = 60;
  const proposal = (i: number) => ({
    opponentId: next(i).id,
    proposedDate: day(nextDay++),
    proposedTime: '18:30',
    venue: 'Club Court 2',
    message: 'Fancy a game?',
  });

  it('sends 50 messages: all 201, all stored', async () => {
    const result = await burst('messages', players, (p, i) =>
      p.agent.post('/api/messages/send').send({ recipientId: next(i).id, subject: 'Hit?', message: `From ${i}` }),
    );
    expectSoundAndUnstalled(result, { 201: BURST });
    expect(await count(`SELECT count(*)::int AS n FROM direct_messages WHERE id = ANY($1)`, [ids(result.bodies)])).toBe(BURST);
    expect(await events('MessageSent', ids(result.bodies))).toBe(BURST);
  });

  it('sends 50 kudos: all 201, all stored', async () => {
    const result = await burst('kudos', players, (p, i) =>
      p.agent.post('/api/kudos/send').send({ recipientId: next(i).id, message: `Great serve, ${i}` }),
    );
    expectSoundAndUnstalled(result, { 201: BURST });
    expect(await count(`SELECT count(*)::int AS n FROM kudos WHERE id = ANY($1)`, [ids(result.bodies)])).toBe(BURST);
    expect(await events('KudosSent', ids(result.bodies))).toBe(BURST);
  });

  it('sends 50 match invites, then the 50 invitees answer at once: all 201, then all 200', async () => {
    const invites = await burst('match invites', players, (p, i) =>
      p.agent.post('/api/matches/invite').send({ ...proposal(i), sport: 'pickleball' }),
    );
    expectSoundAndUnstalled(invites, { 201: BURST });
    expect(
      await count(`SELECT count(*)::int AS n FROM events WHERE id = ANY($1) AND type = 'invite'`, [ids(invites.bodies)]),
    ).toBe(BURST);
    expect(await events('MatchProposed', ids(invites.bodies))).toBe(BURST);

    const answers = await burst('match answers', ids(invites.bodies), (matchId, i) =>
      next(i)
        .agent.patch(`/api/matches/${matchId}/response`)
        .send({ response: i % 2 ? 'declined' : 'accepted' }),
    );
    expectSoundAndUnstalled(answers, { 200: BURST });
    const answered = `SELECT count(*)::int AS n FROM events WHERE id = ANY($1) AND response <> 'pending' AND responded_at IS NOT NULL`;
    expect(await count(answered, [ids(invites.bodies)])).toBe(BURST);
    expect(await events('MatchAnswered', ids(invites.bodies))).toBe(BURST);
  });

  it('schedules 50 free-play matches: all 201, all stored', async () => {
    const result = await burst('free-play proposals', players, (p, i) =>
      p.agent
        .post('/api/matches/freeplay/schedule')
        .send({ ...proposal(i), sport: 'tennis', duration: 90, matchType: 'free_play' }),
    );
    expectSoundAndUnstalled(result, { 201: BURST });
    expect(
      await count(`SELECT count(*)::int AS n FROM events WHERE id = ANY($1) AND type = 'free_play'`, [ids(result.bodies)]),
    ).toBe(BURST);
    expect(await events('MatchProposed', ids(result.bodies))).toBe(BURST);
  });

  it('schedules 50 tournament matches between participants: all 201, all stored', async () => {
    const tournament = await createTournament(organizer.agent, { maxParticipants: 64 });
    await admin.agent.patch(`/api/admin/tournaments/${tournament.id}/approval`).send({ status: 'approved' }).expect(200);
    for (const p of players) await p.agent.post(`/api/tournaments/${tournament.id}/enroll`).expect(201);

    const result = await burst('tournament proposals', players, (p, i) =>
      p.agent
        .post('/api/matches/tournament/schedule')
        .send({ ...proposal(i), tournamentId: tournament.id, matchType: 'tournament' }),
    );
    expectSoundAndUnstalled(result, { 201: BURST });
    expect(await count(`SELECT count(*)::int AS n FROM events WHERE tournament_id = $1`, [tournament.id])).toBe(BURST);
    expect(await events('MatchProposed', ids(result.bodies))).toBe(BURST);
  });

  it(`registers 50 players for a bootcamp of ${CAPACITY} places: exactly ${CAPACITY} × 201, the rest 409`, async () => {
    const { id } = await createBootcamp(organizer, { maxParticipants: CAPACITY });
    await admin.agent.patch(`/api/admin/bootcamps/${id}/approval`).send({ status: 'approved' }).expect(200);

    const result = await burst('bootcamp registrations', players, (p) => p.agent.post(`/api/bootcamps/${id}/register`));
    expectSoundAndUnstalled(result, { 201: CAPACITY, 409: BURST - CAPACITY });
    expect(await count(`SELECT count(*)::int AS n FROM bootcamp_registrations WHERE bootcamp_id = $1`, [id])).toBe(CAPACITY);
    expect(await events('RegisteredForBootcamp', [id])).toBe(CAPACITY);
  });

  it(`enrols 50 players in a tournament of ${CAPACITY} places: exactly ${CAPACITY} × 201, the rest 409`, async () => {
    const { id } = await createTournament(organizer.agent, { maxParticipants: CAPACITY });
    await admin.agent.patch(`/api/admin/tournaments/${id}/approval`).send({ status: 'approved' }).expect(200);

    const result = await burst('tournament enrolments', players, (p) => p.agent.post(`/api/tournaments/${id}/enroll`));
    expectSoundAndUnstalled(result, { 201: CAPACITY, 409: BURST - CAPACITY });
    expect(await count(`SELECT count(*)::int AS n FROM tournament_entries WHERE tournament_id = $1`, [id])).toBe(CAPACITY);
    expect(await events('PlayerEnrolled', [id])).toBe(CAPACITY);
  });

  it('takes 50 public registrations, signed out, for one tournament of 40 places: 40 in, each with its notification, 10 told it is full', async () => {
    const places = BURST - 10;
    const tournament = await createTournament(organizer.agent, { maxParticipants: places });
    await admin.agent.patch(`/api/admin/tournaments/${tournament.id}/approval`).send({ status: 'approved' }).expect(200);
    const forms = Array.from({ length: BURST }, () => registrationRequest(tournament));

    const result = await burst('public registrations', forms, (form) =>
      request(t.http).post(`/api/tournaments/${tournament.id}/register`).send(form),
    );
    expectSoundAndUnstalled(result, { 201: places, 409: BURST - places });
    const registrations = `SELECT count(*)::int AS n FROM tournament_entries WHERE tournament_id = $1`;
    expect(await count(registrations, [tournament.id])).toBe(places);
    expect(
      await count(`SELECT count(*)::int AS n FROM registration_notifications WHERE tournament_id = $1`, [tournament.id]),
    ).toBe(places);
    expect(await events('RegistrationSubmitted', [tournament.id])).toBe(places);
  });

  it('approves 50 pending tournaments at once: all 200, all approved', async () => {
    const pending = await Promise.all(Array.from({ length: BURST }, () => createTournament(organizer.agent)));

    const result = await burst('tournament approvals', pending, ({ id }) =>
      admin.agent.patch(`/api/admin/tournaments/${id}/approval`).send({ status: 'approved' }),
    );
    expectSoundAndUnstalled(result, { 200: BURST });
    expect(
      await count(`SELECT count(*)::int AS n FROM tournaments WHERE id = ANY($1) AND status = 'approved'`, [ids(pending)]),
    ).toBe(BURST);
    expect(await events('TournamentApproved', ids(pending))).toBe(BURST);
  });

  it('approves 50 pending bootcamps at once: all 200, all approved', async () => {
    const pending = await Promise.all(Array.from({ length: BURST }, () => createBootcamp(organizer)));

    const result = await burst('bootcamp approvals', pending, ({ id }) =>
      admin.agent.patch(`/api/admin/bootcamps/${id}/approval`).send({ status: 'approved' }),
    );
    expectSoundAndUnstalled(result, { 200: BURST });
    expect(
      await count(`SELECT count(*)::int AS n FROM bootcamps WHERE id = ANY($1) AND status = 'approved'`, [ids(pending)]),
    ).toBe(BURST);
    expect(await events('BootcampApproved', ids(pending))).toBe(BURST);
  });

  it('decides 50 membership applications at once: all 200, all active', async () => {
    const academyId = await insertAcademy(t);
    const applications = await Promise.all(players.map((p) => apply(p.agent, signupRequest(academyId))));

    const result = await burst('membership decisions', applications, ({ id }) =>
      admin.agent.patch(`/api/admin/student-memberships/${id}`).send({ status: 'active' }),
    );
    expectSoundAndUnstalled(result, { 200: BURST });
    const active = `SELECT count(*)::int AS n FROM academy_members WHERE id = ANY($1) AND status = 'active'`;
    expect(await count(active, [ids(applications)])).toBe(BURST);
    expect(await events('MembershipApproved', ids(applications))).toBe(BURST);
  });

  it('approves 50 pending results at once: all 200, all approved', async () => {
    const setup = await tournamentWith(t, ['Ana', 'Ben']);
    const [ana, ben] = setup.players;
    const pending = await Promise.all(Array.from({ length: BURST }, () => submit(ana, resultBody(setup.tournament.id, ben))));

    const result = await burst('result approvals', pending, ({ id }) =>
      setup.organizer.agent.patch(`/api/results/${id}/approval`).send({ status: 'approved' }),
    );
    expectSoundAndUnstalled(result, { 200: BURST });
    const approved = `SELECT count(*)::int AS n FROM match_results WHERE id = ANY($1) AND status = 'approved'`;
    expect(await count(approved, [ids(pending)])).toBe(BURST);
    expect(await events('ResultApproved', ids(pending))).toBe(BURST);
  });
});

import { CREATE_TOURNAMENT_MESSAGES as M, SCHEDULE_MESSAGES } from '@rallypoint/shared';
import {
  insertWithUniqueCode,
  type NewTournament,
} from '../../src/contexts/tournaments/commands/create-tournament/insert-with-unique-code';
import { UnitOfWork } from '../../src/platform/events';
import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { Agent, day, eventTypes, tournamentRequest } from './tournament-factories';

describe('POST /api/tournaments', () => {
  let t: TestApp;
  let organizer: Agent;
  let organizerId: number;

  beforeAll(async () => {
    // A club away from UTC, so that a tournament created without a zone shows whose zone it took.
    t = await startTestApp({ env: { CLUB_TIME_ZONE: 'Europe/Madrid' } });
    const signedIn = await signedInAs(t, 'organizer');
    organizer = signedIn.agent;
    organizerId = signedIn.user.id;
  });
  afterAll(() => t.close());

  const create = (body: object) => organizer.post('/api/tournaments').send(body);

  it('creates a pending tournament with a generated code and answers the full detail', async () => {
    const body = tournamentRequest({ sport: 'pickleball', entryFee: '25', prizePool: '500.5' });
    const response = await create(body).expect(201);

    expect(response.body).toMatchObject({
      name: body.name,
      sport: 'pickleball',
      venue: body.venue,
      divisions: 2,
      description: body.description,
      startDate: body.startDate,
      endDate: body.endDate,
      registrationDeadline: body.registrationDeadline,
      maxParticipants: 32,
      participantCount: 0,
      entryFee: '25.00',
      prizePool: '500.50',
      rules: body.rules,
      additionalInfo: null,
      poc1Name: body.poc1Name,
      poc2Name: null,
      poc2Email: null,
      status: 'pending',
      organizerId,
      organizerName: 'Organizer Tester',
    });
    expect(response.body.tournamentCode).toMatch(new RegExp(`^PKL-${body.startDate.slice(0, 4)}-[A-Z2-9]{4}$`));
    expect(response.body).not.toHaveProperty('storedStatus');
    expect(new Date(response.body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const [row] = await t.dataSource.query(`SELECT status, organizer_id FROM tournaments WHERE id = $1`, [response.body.id]);
    expect(row).toEqual({ status: 'pending', organizer_id: organizerId });
    expect(await eventTypes(t, response.body.id)).toEqual(['TournamentCreated']);
  });

  it("is played in the zone it is sent, else in the club's, and shows it in its details", async () => {
    const sent = await create(tournamentRequest({ timeZone: 'America/New_York' })).expect(201);
    expect(sent.body.timeZone).toBe('America/New_York');
    const unsent = await create(tournamentRequest()).expect(201);
    expect(unsent.body.timeZone).toBe('Europe/Madrid');
    const blank = await create(tournamentRequest({ timeZone: '' })).expect(201);
    expect(blank.body.timeZone).toBe('Europe/Madrid');
    const rows = await t.dataSource.query(`SELECT id, time_zone FROM tournaments WHERE id = ANY($1) ORDER BY id`, [
      [sent.body.id, unsent.body.id],
    ]);
    expect(rows).toEqual([
      { id: sent.body.id, time_zone: 'America/New_York' },
      { id: unsent.body.id, time_zone: 'Europe/Madrid' },
    ]);
    expect((await organizer.get(`/api/tournaments/${sent.body.id}`).expect(200)).body.timeZone).toBe('America/New_York');
  });

  it('gives every tournament its own code', async () => {
    const codes = await Promise.all(
      [1, 2, 3, 4, 5].map(async () => (await create(tournamentRequest()).expect(201)).body.tournamentCode),
    );
    expect(new Set(codes).size).toBe(5);
  });

  it('draws another code when the first is taken, without spoiling the transaction', async () => {
    const taken = (await create(tournamentRequest()).expect(201)).body.tournamentCode;
    const offered = [taken, taken, 'TNS-2099-ZZZZ'];
    const values: NewTournament = {
      ...tournamentRequest(),
      organizerId,
      description: null,
      registrationDeadline: null,
      maxParticipants: 8,
      entryFee: null,
      prizePool: null,
      additionalInfo: null,
      poc2Name: null,
      poc2Contact: null,
      poc2Email: null,
      scoreFormat: 'tennis-best-of-3',
      standingsRulebook: 'itf',
      timeZone: 'UTC',
    };
    const uow = t.app.get(UnitOfWork);
    const inserted = await uow.run(organizerId, (tx) => insertWithUniqueCode(tx.manager, values, () => offered.shift()!));
    expect(inserted.tournamentCode).toBe('TNS-2099-ZZZZ');
    expect(offered).toEqual([]);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM tournaments WHERE tournament_code = $1`, [
      taken,
    ]);
    expect(count).toBe(1);
  });

  it('keeps the optional fields, trims text and accepts an empty POC 2 email', async () => {
    const response = await create(
      tournamentRequest({
        name: '  Autumn Classic  ',
        maxParticipants: 16,
        additionalInfo: 'Bring water',
        poc2Name: 'Sam Second',
        poc2Contact: '5550002222',
        poc2Email: '',
        description: '',
      }),
    ).expect(201);
    expect(response.body).toMatchObject({
      name: 'Autumn Classic',
      maxParticipants: 16,
      additionalInfo: 'Bring water',
      poc2Name: 'Sam Second',
      poc2Contact: '5550002222',
      poc2Email: null,
      description: null,
    });
  });

  it("ignores status, organizer and code sent in the body: a new tournament is always the caller's and pending", async () => {
    const response = await create({
      ...tournamentRequest(),
      status: 'approved',
      organizerId: 1,
      tournamentCode: 'TNS-2026-FAKE',
    }).expect(201);
    expect(response.body).toMatchObject({ status: 'pending', organizerId });
    expect(response.body.tournamentCode).not.toBe('TNS-2026-FAKE');
  });

  it('answers an empty body with 400 naming every required field with its message', async () => {
    const response = await create({}).expect(400);
    expect(response.body.fields).toEqual({
      sport: [M.sport],
      name: [M.name],
      venue: [M.venue],
      divisions: [M.divisions],
      startDate: [M.startDate],
      endDate: [M.endDate],
      rules: [M.rules],
      poc1Name: [M.poc1Name],
      poc1Contact: [M.poc1Contact],
      poc1Email: [M.poc1Email],
    });
  });

  it.each([
    ['sport', undefined, M.sport],
    ['sport', 'golf', M.sport],
    ['name', 'ab', M.name],
    ['name', '   ab   ', M.name],
    ['venue', 'Hall', M.venue],
    ['divisions', undefined, M.divisions],
    ['divisions', 0, M.divisions],
    ['divisions', 7, M.divisions],
    ['divisions', 2.5, M.divisions],
    ['divisions', '3', M.divisions],
    ['startDate', '', M.startDate],
    ['startDate', '2026-02-30', M.startDate],
    ['endDate', undefined, M.endDate],
    ['endDate', '', M.endDate],
    ['endDate', 'next friday', M.endDate],
    ['rules', 'Be nice', M.rules],
    ['poc1Name', 'O', M.poc1Name],
    ['poc1Contact', '555123', M.poc1Contact],
    ['poc1Email', 'olive-at-example', M.poc1Email],
    ['poc2Email', 'not-an-email', M.poc2Email],
    ['maxParticipants', 1, M.maxParticipants],
    ['maxParticipants', 4.5, M.maxParticipants],
    ['entryFee', '-5', M.entryFee],
    ['entryFee', '12.345', M.entryFee],
    ['prizePool', 'lots', M.prizePool],
    ['timeZone', 'Mars/Olympus', SCHEDULE_MESSAGES.timeZone],
    ['timeZone', 1, SCHEDULE_MESSAGES.timeZone],
  ])('rejects %s = %j with "%s"', async (field, value, message) => {
    const response = await create({ ...tournamentRequest(), [field]: value }).expect(400);
    expect(response.body.fields).toEqual({ [field]: [message] });
  });

  it('rejects an end date before the start date', async () => {
    const response = await create(tournamentRequest({ startDate: day(10), endDate: day(9) })).expect(400);
    expect(response.body.fields).toEqual({ endDate: [M.endBeforeStart] });
    expect(response.body.message).toBe(M.endBeforeStart);
  });

  it('accepts a one-day tournament', async () => {
    await create(tournamentRequest({ startDate: day(10), endDate: day(10), registrationDeadline: day(10) })).expect(201);
  });

  it('rejects a registration deadline after the start date', async () => {
    const response = await create(
      tournamentRequest({ startDate: day(10), endDate: day(12), registrationDeadline: day(11) }),
    ).expect(400);
    expect(response.body.fields).toEqual({ registrationDeadline: [M.registrationDeadline] });
  });

  it('stores nothing and records no event for a refused request', async () => {
    const [{ before }] = await t.dataSource.query(
      `SELECT count(*)::int AS before FROM event_log WHERE type = 'TournamentCreated'`,
    );
    await create({ ...tournamentRequest(), name: 'x' }).expect(400);
    const [{ after }] = await t.dataSource.query(`SELECT count(*)::int AS after FROM event_log WHERE type = 'TournamentCreated'`);
    expect(after).toBe(before);
  });
});

import { randomBytes } from 'node:crypto';
import request from 'supertest';
import {
  localParts,
  type FixturePlayer,
  type OrderOfPlay,
  type ScheduleDraft,
  type TimeSlot,
  type TournamentDetail,
} from '@rallypoint/shared';
import { hashPassword } from '../../src/contexts/identity/domain/password';
import { startTestApp, type TestApp } from '../support/test-app';
import { approvedTournament, registrationRequest, type SignedIn } from '../tournaments/tournament-factories';
import { enrol, player, saveFixtures, singlesMatch } from '../fixtures/results-factories';
import { oneDaySettings, registerAvailable } from './schedule-factories';

const ZONE = 'Europe/London';
/** A placement's start as the tournament's wall clock ('HH:mm'). */
const localTime = (instant: string) => localParts(instant, ZONE).time;

/**
 * The order of play stands on entries (docs/decisions/0013): each entry's time slots (none when it was made by Enroll
 * alone: available all day), players known by entry id, "my matches" by the account's entries, and a withdrawn entry's
 * matches off the courts.
 */
describe('order of play of entries', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** An entry made by the public form alone, with an e-mail no account has (yet). */
  async function formEntry(
    tournament: TournamentDetail,
    fullName: string,
    availableTimes: TimeSlot[],
    email = `${fullName.split(' ')[0].toLowerCase()}.${randomBytes(3).toString('hex')}@example.com`,
  ): Promise<FixturePlayer & { email: string }> {
    const body = registrationRequest(tournament, { fullName, email, availableTimes });
    const response = await request(t.http).post(`/api/tournaments/${tournament.id}/register`).send(body).expect(201);
    return { id: response.body.registrationId, name: fullName, email, skillLevel: body.skillLevel };
  }

  /** The entry the manager lists for this account (made by Enroll, or linked). */
  async function entryOf(organizer: SignedIn, tournamentId: number, username: string): Promise<FixturePlayer> {
    const players = (await organizer.agent.get(`/api/tournaments/${tournamentId}/fixtures/players`).expect(200)).body;
    return (players as FixturePlayer[]).find((p) => p.username === username)!;
  }

  const draftOf = async (organizer: SignedIn, base: string): Promise<ScheduleDraft> => {
    await organizer.agent.put(`${base}/schedule-settings`).send(oneDaySettings()).expect(200);
    return (await organizer.agent.post(`${base}/schedule`).expect(200)).body;
  };

  it('places each entry inside its form slots, an entry made by Enroll alone all day, and names entries in a clash', async () => {
    const { tournament, organizer } = await approvedTournament(t, { timeZone: ZONE });
    const base = `/api/tournaments/${tournament.id}`;
    const ada = await player(t, 'Ada');
    const a = await registerAvailable(t, ada, tournament, ['morning']);
    const bo = await player(t, 'Bo');
    await enrol(bo, tournament.id);
    const b = await entryOf(organizer, tournament.id, bo.user.username);
    const c = await formEntry(tournament, 'Cy Form', ['afternoon']);
    const d = await formEntry(tournament, 'Di Form', ['late_afternoon']);
    await saveFixtures(organizer.agent, tournament.id, [
      singlesMatch('1-league-1-1', a, b),
      singlesMatch('1-league-2-1', b, c, { round: 2 }),
      singlesMatch('1-league-3-1', d, b, { round: 3 }),
      singlesMatch('1-league-4-1', a, c, { round: 4 }),
    ]);

    const draft = await draftOf(organizer, base);
    // Bo filled no form: he plays in Ada's morning, Cy's afternoon and Di's late afternoon alike.
    const starts = Object.fromEntries(draft.placed.map((p) => [p.matchId, localTime(p.start)]));
    expect(starts['1-league-1-1']).toBe('09:00');
    expect(starts['1-league-2-1'] >= '12:00' && starts['1-league-2-1'] < '14:00').toBe(true);
    expect(starts['1-league-3-1'] >= '15:00' && starts['1-league-3-1'] < '17:00').toBe(true);
    expect(draft.unplaced).toEqual([
      { matchId: '1-league-4-1', kind: 'common-time', reason: expect.stringContaining('Cy Form') },
    ]);

    // A move into Cy's morning is refused naming her entry (by its id too); none of the slots are Bo's to break.
    const clash = await organizer.agent
      .patch(`${base}/schedule/matches/1-league-2-1`)
      .send({ court: 'Court 2', start: placeAt(draft, '1-league-1-1', 2), locked: true });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(new RegExp(`^Cy Form \\(${c.id}\\) is not available from 11:00 to 12:00`));
  });

  it('"My matches" finds a form entrant who creates an account later, by the entry linked to it', async () => {
    const { tournament, organizer } = await approvedTournament(t, { timeZone: ZONE });
    const base = `/api/tournaments/${tournament.id}`;
    const fay = await formEntry(tournament, 'Fay Form', ['morning']);
    const gus = await player(t, 'Gus');
    const g = await registerAvailable(t, gus, tournament, ['morning']);
    await saveFixtures(organizer.agent, tournament.id, [singlesMatch('1-league-1-1', fay, g)]);
    await draftOf(organizer, base);
    await organizer.agent.post(`${base}/schedule/publish`).expect(200);
    expect((await gus.agent.get('/api/me/matches').expect(200)).body.items).toEqual([
      expect.objectContaining({ matchId: '1-league-1-1', opponent: 'Fay Form' }),
    ]);

    // Fay makes an account with the entry's e-mail (any case) and signs in: the entry is hers, and so are its matches.
    const account = await accountWithEmail(fay.email.toUpperCase());
    const mine = (await account.get('/api/me/matches').expect(200)).body;
    expect(mine).toMatchObject({
      total: 1,
      items: [{ tournamentId: tournament.id, matchId: '1-league-1-1', opponent: 'Gus Tester', court: 'Centre' }],
    });
    const schedule = (await account.get(`${base}/schedule`).expect(200)).body as OrderOfPlay;
    expect(schedule.matches.map((m) => [m.matchId, m.mine])).toEqual([['1-league-1-1', true]]);
    // Nobody else's: an account without an entry here sees the same order of play with nothing marked.
    const stranger = await player(t, 'Hal');
    const seen = (await stranger.agent.get(`${base}/schedule`).expect(200)).body as OrderOfPlay;
    expect(seen.matches.map((m) => m.mine)).toEqual([false]);
    expect((await stranger.agent.get('/api/me/matches').expect(200)).body.total).toBe(0);
  });

  it('gives a withdrawn entry’s matches no court: the draft lists them saying who withdrew, and they cannot be moved', async () => {
    const { tournament, organizer } = await approvedTournament(t, { timeZone: ZONE });
    const base = `/api/tournaments/${tournament.id}`;
    const [ann, bea, cid] = [
      await formEntry(tournament, 'Ann Form', ['flexible']),
      await formEntry(tournament, 'Bea Form', ['flexible']),
      await formEntry(tournament, 'Cid Form', ['flexible']),
    ];
    await saveFixtures(organizer.agent, tournament.id, [
      singlesMatch('1-league-1-1', ann, bea),
      singlesMatch('1-league-2-1', bea, cid, { round: 2 }),
      singlesMatch('1-league-3-1', cid, ann, { round: 3 }),
    ]);
    expect((await draftOf(organizer, base)).placed).toHaveLength(3);

    await organizer.agent.delete(`${base}/entries/${ann.id}`).expect(204);
    const redrafted = (await organizer.agent.post(`${base}/schedule`).expect(200)).body as ScheduleDraft;
    expect(redrafted.placed.map((p) => p.matchId)).toEqual(['1-league-2-1']);
    expect(redrafted.unplaced).toEqual([
      { matchId: '1-league-1-1', kind: 'withdrawn', reason: 'Ann Form withdrew: a walkover' },
      { matchId: '1-league-3-1', kind: 'withdrawn', reason: 'Ann Form withdrew: a walkover' },
    ]);
    const view = (await organizer.agent.get(`${base}/schedule?view=draft`).expect(200)).body as OrderOfPlay;
    expect(view.matches.map((m) => m.matchId)).toEqual(['1-league-2-1']);
    expect(view.unplaced.map((u) => [u.matchId, u.kind, u.reason, u.side1, u.side2])).toEqual([
      ['1-league-1-1', 'withdrawn', 'Ann Form withdrew: a walkover', 'Ann Form', 'Bea Form'],
      ['1-league-3-1', 'withdrawn', 'Ann Form withdrew: a walkover', 'Cid Form', 'Ann Form'],
    ]);
    // Decided by the walkover, the match is not the order of play's to place.
    await organizer.agent
      .patch(`${base}/schedule/matches/1-league-1-1`)
      .send({ court: 'Centre', start: redrafted.placed[0].start, locked: true })
      .expect(409);
  });

  /** An account with this e-mail, verified, signed in: its sign-in links the entries of that e-mail. */
  async function accountWithEmail(email: string) {
    const username = `late_${randomBytes(4).toString('hex')}`;
    await t.dataSource.query(
      `INSERT INTO users (username, password_hash, first_name, last_name, email, phone, user_type, role, sports,
         is_active, is_email_verified, activated_at)
       VALUES ($1, $2, 'Fay', 'Form', $3, '5550001111', 'individual_player', 'player', '{tennis}', true, true, now())`,
      [username, await hashPassword('password123'), email],
    );
    const agent = request.agent(t.http);
    await agent.post('/api/auth/login').send({ username, password: 'password123' }).expect(200);
    return agent;
  }
});

/** Some hours after the placed match's start, as the API takes a time (with its offset: UTC's will do). */
function placeAt(draft: ScheduleDraft, matchId: string, hoursLater: number): string {
  const start = new Date(draft.placed.find((p) => p.matchId === matchId)!.start);
  return new Date(start.getTime() + hoursLater * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

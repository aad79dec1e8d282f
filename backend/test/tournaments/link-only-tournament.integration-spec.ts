import request from 'supertest';
import {
  createDivisions,
  generateFixtures,
  leagueStandings,
  type FixtureMatch,
  type FixturePlayer,
  type MatchResultView,
  type OrderOfPlay,
  type Page,
  type PlayerRatings,
  type ScheduleDraft,
  type TournamentFixturesView,
  type TournamentParticipant,
  type TournamentPlayerRating,
} from '@rallypoint/shared';
import { validSignup } from '../support/factories';
import { firstLink } from '../support/smtp-capture';
import { startTestApp, type TestApp } from '../support/test-app';
import { player } from '../fixtures/results-factories';
import { oneDaySettings } from '../order-of-play/schedule-factories';
import { approvedTournament, registrationRequest, type Agent } from './tournament-factories';

type Sets = Array<{ playerGames: number; opponentGames: number }>;
const straightSets: Sets = [
  { playerGames: 6, opponentGames: 3 },
  { playerGames: 6, opponentGames: 4 },
];

/**
 * Issue 40's "done when": a tournament filled only through the shared registration link runs end to end on entries
 * (docs/decisions/0013). Eight people register signed out; Lin makes her account later from the confirmation e-mail's
 * prefilled sign-up link. Ratings move only between two accounts, so one registrant, Max, already had a verified
 * account when he used the link (his entry is linked at once): Lin's win over him is the result that moves her rating.
 * Divisions by level, a league and a final per division saved through the fixtures API as the manager makes them, the
 * order of play computed and published, results entered by the organizer and logged by Lin; the standings, the final
 * and the ratings follow.
 */
describe('a tournament filled only through the shared link', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('runs from the form to the final: entries, divisions, order of play, results, standings and ratings', async () => {
    const { tournament, organizer } = await approvedTournament(t, { divisions: 2 });
    const base = `/api/tournaments/${tournament.id}`;
    const max = await player(t, 'Max');

    // The shared link, signed out: Division 1's four at L1, Division 2's four at L2.
    const register = async (fullName: string, email: string, skillLevel: 'L1' | 'L2') => {
      const body = registrationRequest(tournament, {
        fullName,
        email,
        skillLevel,
        availableTimes: ['morning', 'afternoon', 'late_afternoon'],
      });
      return (await request(t.http).post(`${base}/register`).send(body).expect(201)).body.registrationId as number;
    };
    const formEmail = (name: string) => `${name.toLowerCase()}.${tournament.id}@example.com`;
    const entry = {
      lin: await register('Lin Link', formEmail('Lin'), 'L1'),
      max: await register(max.name, max.user.email, 'L1'),
      ada: await register('Ada Form', formEmail('Ada'), 'L1'),
      bo: await register('Bo Form', formEmail('Bo'), 'L1'),
      cy: await register('Cy Form', formEmail('Cy'), 'L2'),
      di: await register('Di Form', formEmail('Di'), 'L2'),
      eve: await register('Eve Form', formEmail('Eve'), 'L2'),
      fin: await register('Fin Form', formEmail('Fin'), 'L2'),
    };

    // Lin follows the confirmation e-mail's invitation: the sign-up prefilled from her entry, then the verification link.
    const lin = await signUpFromInvitation(formEmail('Lin'));
    const participants = (await organizer.agent.get(`${base}/participants`).expect(200)).body as Page<TournamentParticipant>;
    expect(participants.total).toBe(8);
    const accountOf = new Map(participants.items.map((p) => [p.entryId, p.userId]));
    expect(accountOf).toEqual(
      new Map(Object.values(entry).map((id) => [id, id === entry.lin ? lin.id : id === entry.max ? max.user.id : null])),
    );

    // The manager's steps: divisions by level from the entries, a league and a final in each, saved.
    const players = (await organizer.agent.get(`${base}/fixtures/players`).expect(200)).body as FixturePlayer[];
    expect(players.map((p) => p.id).sort()).toEqual(Object.values(entry).sort());
    const divisions = createDivisions(players, tournament.divisions, 'level');
    expect(Object.entries(divisions).map(([label, members]) => [label, members.map((p) => p.id).sort()])).toEqual([
      ['Division 1 (L1)', [entry.lin, entry.max, entry.ada, entry.bo].sort()],
      ['Division 2 (L2)', [entry.cy, entry.di, entry.eve, entry.fin].sort()],
    ]);
    const league = generateFixtures({ fixtureType: 'singles', matchType: 'league', divisions }).matches;
    const seededFinals = generateFixtures({ fixtureType: 'singles', matchType: 'final', divisions }).matches;
    expect(league).toHaveLength(12);
    await save(organizer.agent, base, [...league, ...seededFinals], divisions);

    // Three courts, one day: every match placed, each final after its division's league; published.
    await organizer.agent
      .put(`${base}/schedule-settings`)
      .send(oneDaySettings({ courts: courts(3) }))
      .expect(200);
    const draft = (await organizer.agent.post(`${base}/schedule`).expect(200)).body as ScheduleDraft;
    expect(draft.unplaced).toEqual([]);
    expect(draft.placed).toHaveLength(14);
    for (const final of seededFinals) {
      const leagueEnds = draft.placed.filter((p) => p.matchId.startsWith(final.id[0] + '-league-')).map((p) => p.end);
      const finalStart = draft.placed.find((p) => p.matchId === final.id)!.start;
      expect(leagueEnds.every((end) => new Date(end) <= new Date(finalStart))).toBe(true);
    }
    await organizer.agent.post(`${base}/schedule/publish`).expect(200);
    const linsMatches = (await lin.agent.get('/api/me/matches').expect(200)).body.items as Array<{ matchId: string }>;
    expect(linsMatches.map((m) => m.matchId).filter((id) => id.includes('-league-'))).toHaveLength(3);

    const matchBetween = async (a: number, b: number, type = 'league') =>
      (await fixtures(base)).matches.find((m) => m.matchType === type && sameSides(m, a, b))!.id;
    const enter = async (winner: number, loser: number, matchType = 'league') => {
      const fixtureMatchId = await matchBetween(winner, loser, matchType);
      const entered = await organizer.agent
        .post(`${base}/results`)
        .send({ playerEntryId: winner, opponentEntryId: loser, fixtureMatchId, matchType, sets: straightSets })
        .expect(201);
      expect(entered.body).toMatchObject({ status: 'approved', fixtureMatchId, playerId: accountOf.get(winner) });
      return entered.body as MatchResultView;
    };
    const lins = async (path: string) => (await lin.agent.get(path).expect(200)).body;
    const tennisRating = async (agent: Agent) =>
      ((await agent.get('/api/me/ratings').expect(200)).body as PlayerRatings).ratings.find((r) => r.sport === 'tennis');

    // The organizer enters a result between two entries without accounts, naming the fixture match: it moves nobody.
    await enter(entry.ada, entry.bo);

    // Lin logs her win over Ada, who has no account: nobody is asked, it waits in the organizer's queue, approved there.
    const overAda = await submit(lin.agent, tournament.id, entry.ada, await matchBetween(entry.lin, entry.ada));
    expect(overAda).toMatchObject({ status: 'pending', confirmation: 'organizer', opponentId: null, playerId: lin.id });
    const queue = (await organizer.agent.get(`${base}/results`).expect(200)).body as Page<MatchResultView>;
    expect(queue.items.filter((r) => r.status === 'pending').map((r) => r.id)).toEqual([overAda.id]);
    await organizer.agent.patch(`/api/results/${overAda.id}/approval`).send({ status: 'approved' }).expect(200);
    expect(await tennisRating(lin.agent)).toBeUndefined();

    // Lin's win over Max (an account): Max confirms it, it is approved, and both ratings move.
    const maxBefore = await tennisRating(max.agent);
    const overMax = await submit(lin.agent, tournament.id, entry.max, await matchBetween(entry.lin, entry.max));
    expect(overMax).toMatchObject({ status: 'pending', confirmation: 'awaiting', opponentId: max.user.id });
    await max.agent.patch(`/api/results/${overMax.id}/confirmation`).send({ decision: 'confirm' }).expect(200);
    const linRating = await tennisRating(lin.agent);
    expect(linRating).toMatchObject({ matches: 1 });
    expect(linRating!.value).toBeGreaterThan(1500);
    expect((await tennisRating(max.agent))!.value).toBeLessThan(maxBefore?.value ?? 1500);
    expect(((await lins(`/api/results/${overMax.id}`)) as MatchResultView).playerRatingChange).toEqual({
      before: 1500,
      after: linRating!.value,
    });

    // The rest of the league, entered by the organizer. Division 1: Lin 3-0, Ada 2-1, Max 1-2, Bo 0-3. Division 2 in
    // the reverse of the registration order: Fin 3-0, Eve 2-1, Di 1-2, Cy 0-3.
    await enter(entry.lin, entry.bo);
    await enter(entry.ada, entry.max);
    await enter(entry.max, entry.bo);
    for (const [winner, loser] of [
      [entry.fin, entry.eve],
      [entry.fin, entry.di],
      [entry.fin, entry.cy],
      [entry.eve, entry.di],
      [entry.eve, entry.cy],
      [entry.di, entry.cy],
    ])
      await enter(winner, loser);
    expect(await tennisRating(lin.agent)).toMatchObject({ matches: 1 });

    // The standings, as the fixtures page draws them from the saved matches.
    const played = await fixtures(base);
    const table = leagueStandings(played.matches, {
      rulebook: played.standingsRulebook,
      lots: played.lots,
      withdrawn: new Set(played.withdrawn),
    });
    expect(table.map(({ division, rows }) => [division, rows.map((r) => [r.place, r.name, r.won, r.lost])])).toEqual([
      [
        'Division 1 (L1)',
        [
          [1, 'Lin Link', 3, 0],
          [2, 'Ada Form', 2, 1],
          [3, max.name, 1, 2],
          [4, 'Bo Form', 0, 3],
        ],
      ],
      [
        'Division 2 (L2)',
        [
          [1, 'Fin Form', 3, 0],
          [2, 'Eve Form', 2, 1],
          [3, 'Di Form', 1, 2],
          [4, 'Cy Form', 0, 3],
        ],
      ],
    ]);

    // The final follows: the league's last result gave each division's seeded final its two best, the same match in the
    // same place, without the organizer drawing it again.
    const finals = played.matches.filter((m) => m.matchType === 'final');
    expect(finals.map((f) => [f.id, sideIds(f)])).toEqual([
      ['1-final-1-1', [entry.lin, entry.ada]],
      ['2-final-1-1', [entry.fin, entry.eve]],
    ]);
    expect(table.map(({ rows }) => rows.slice(0, 2).map((r) => Number(r.key)))).toEqual(finals.map(sideIds));
    const published = (await request(t.http).get(`${base}/schedule`).expect(200)).body as OrderOfPlay;
    expect(published.matches.filter((m) => m.matchType === 'final').map((m) => [m.matchId, m.side1, m.side2])).toEqual([
      ['1-final-1-1', 'Lin Link', 'Ada Form'],
      ['2-final-1-1', 'Fin Form', 'Eve Form'],
    ]);

    // Lin logs the final against Ada without naming the match: it is the final's, not their (completed) league match's.
    const leagueScore = (await fixtures(base)).matches.find((m) => m.id === overAda.fixtureMatchId)!.sets;
    const final = await submit(lin.agent, tournament.id, entry.ada, undefined, 'final', [
      { playerGames: 7, opponentGames: 5 },
      { playerGames: 7, opponentGames: 6 },
    ]);
    expect(final).toMatchObject({ fixtureMatchId: '1-final-1-1', matchType: 'final', confirmation: 'organizer' });
    await organizer.agent.patch(`/api/results/${final.id}/approval`).send({ status: 'approved' }).expect(200);
    await enter(entry.eve, entry.fin, 'final');
    const done = await fixtures(base);
    const byId = new Map(done.matches.map((m) => [m.id, m]));
    expect(byId.get('1-final-1-1')).toMatchObject({
      winner: 'Lin Link',
      sets: [
        { side1: 7, side2: 5 },
        { side1: 7, side2: 6 },
      ],
    });
    expect(byId.get(overAda.fixtureMatchId!)!.sets).toEqual(leagueScore);
    expect(byId.get('2-final-1-1')).toMatchObject({ winner: 'Eve Form' });
    expect(done.matches.every((m) => m.winner)).toBe(true);

    // Ratings: only the two accounts have one; the form-only sides have none, and their results moved nobody.
    const ratings = (await organizer.agent.get(`${base}/player-ratings`).expect(200)).body as TournamentPlayerRating[];
    expect(ratings.map((r) => r.entryId).sort()).toEqual([entry.lin, entry.max].sort());
    expect(await tennisRating(lin.agent)).toEqual(linRating);
  });

  /** The form's confirmation e-mail invites Lin to an account prefilled from her entry; she signs up and verifies it. */
  async function signUpFromInvitation(email: string): Promise<{ id: number; agent: Agent }> {
    const confirmation = await t.smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Registration received'));
    const invitation = new URL(confirmation.text.match(/https?:\/\/\S+\/signup\?\S+/)![0]);
    const prefilled = Object.fromEntries(invitation.searchParams);
    expect(prefilled).toMatchObject({ firstName: 'Lin', lastName: 'Link', email });
    const signup = validSignup(prefilled);
    await request(t.http).post('/api/auth/signup').send(signup).expect(201);
    const verification = await t.smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Verify your RallyPoint account');
    const link = new URL(firstLink(verification));
    await request(t.http)
      .get(link.pathname + link.search)
      .expect(302);
    const agent = request.agent(t.http);
    const login = await agent.post('/api/auth/login').send({ username: signup.username, password: signup.password }).expect(200);
    return { id: login.body.id, agent };
  }

  async function fixtures(base: string): Promise<TournamentFixturesView> {
    return (await request(t.http).get(`${base}/fixtures`).expect(200)).body;
  }
});

function courts(count: number) {
  return Array.from({ length: count }, (_, i) => ({ name: i === 0 ? 'Centre' : `Court ${i + 1}` }));
}

function sideIds(match: FixtureMatch): number[] {
  return [match.player1.id, match.player2.id];
}

function sameSides(match: FixtureMatch, a: number, b: number): boolean {
  const ids = sideIds(match);
  return ids.includes(a) && ids.includes(b);
}

async function save(
  organizer: Agent,
  base: string,
  matches: FixtureMatch[],
  divisions: Record<string, FixturePlayer[]>,
): Promise<void> {
  const ref = (p: FixturePlayer | null | undefined) => (p ? { id: p.id } : null);
  await organizer
    .post(`${base}/fixtures`)
    .send({
      matches: matches.map((m) => ({ ...m, player1: ref(m.player1), player2: ref(m.player2), player3: null, player4: null })),
      divisions: Object.fromEntries(Object.entries(divisions).map(([label, members]) => [label, members.map(ref)])),
      fixtureType: 'singles',
      matchType: 'final',
    })
    .expect(201);
}

async function submit(
  agent: Agent,
  tournamentId: number,
  opponentEntryId: number,
  fixtureMatchId: string | undefined,
  matchType = 'league',
  sets: Sets = straightSets,
): Promise<MatchResultView> {
  const response = await agent
    .post('/api/results/submit')
    .send({ tournamentId, opponentEntryId, fixtureMatchId, matchType, sets });
  if (response.status !== 201) throw new Error(`submitting answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import type { ResultSet } from '@rallypoint/shared';
import { RebuildRatingsCommand } from '../../src/contexts/ratings';
import { whileClockStandsAt } from '../support/clock';
import { validSignup } from '../support/factories';
import { firstLink } from '../support/smtp-capture';
import { startTestApp, type TestApp } from '../support/test-app';
import { enrol, player, type Player } from '../fixtures/results-factories';
import { approvedTournament, registrationRequest, type SignedIn } from '../tournaments/tournament-factories';

type Role = 'ann' | 'bea' | 'cid';
type Rating = { value: number; deviation: number; matches: number };
type Point = { value: number; deviation: number };

/** The same matches in both scenarios, in this order: Cid plays three of the five. */
const MATCHES: Array<[winner: Role, loser: Role, sets: ResultSet[]]> = [
  ['ann', 'cid', [set(6, 4), set(6, 3)]],
  ['ann', 'bea', [set(7, 5), set(6, 4)]],
  ['cid', 'bea', [set(6, 2), set(6, 1)]],
  ['bea', 'ann', [set(6, 4), set(3, 6), set(7, 6)]],
  ['cid', 'ann', [set(6, 3), set(6, 4)]],
];

function set(playerGames: number, opponentGames: number): ResultSet {
  return { playerGames, opponentGames };
}

/**
 * Decision 0013: ratings move only between two sides with accounts, and when an entry is linked to an account
 * later, its sport is replayed so the earlier results count. Scenario X plays Cid as a form-only entry, then links
 * her by signing up with the entry's e-mail; scenario Y plays the same matches with Cid's account there from the
 * start. Each scenario has its own tournament and players (ratings are per sport, so nobody meets across them), and
 * its matches are logged at the same instant (a rating reads the day a match was logged).
 */
describe('ratings of an entry linked to an account later', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const entryOf = async (tournamentId: number, email: string): Promise<number> => {
    const [row] = await t.dataSource.query(
      `SELECT id FROM tournament_entries WHERE tournament_id = $1 AND lower(email) = lower($2)`,
      [tournamentId, email],
    );
    return row.id;
  };
  const ratingOf = async (userId: number): Promise<Rating | undefined> => {
    const [row] = await t.dataSource.query(
      `SELECT value, deviation, matches FROM player_ratings WHERE user_id = $1 AND sport = 'tennis'`,
      [userId],
    );
    return row;
  };
  const trendOf = (userId: number): Promise<Point[]> =>
    t.dataSource.query(`SELECT value, deviation FROM rating_points WHERE user_id = $1 AND sport = 'tennis' ORDER BY result_id`, [
      userId,
    ]);
  const ratedResultIds = async (userId: number): Promise<number[]> =>
    (await t.dataSource.query(`SELECT result_id FROM rating_points WHERE user_id = $1 ORDER BY result_id`, [userId])).map(
      (row: { result_id: number }) => row.result_id,
    );

  /** Enters a match between two entries as the organizer (approved, and rated, before the answer). */
  const enter = async (
    organizer: SignedIn,
    tournamentId: number,
    playerEntryId: number,
    opponentEntryId: number,
    sets: ResultSet[],
  ) =>
    (
      await organizer.agent
        .post(`/api/tournaments/${tournamentId}/results`)
        .send({ playerEntryId, opponentEntryId, matchType: 'league', sets, outcome: 'completed' })
        .expect(201)
    ).body as { id: number; status: string };

  /** Ann and Bea enrolled with their accounts; Cid as `cid` makes her entry. */
  const scenario = async (cidEnters: (tournamentId: number) => Promise<string>) => {
    const { tournament, organizer } = await approvedTournament(t);
    const ann = await player(t, 'Ann');
    const bea = await player(t, 'Bea');
    for (const p of [ann, bea]) await enrol(p, tournament.id);
    const cidEmail = await cidEnters(tournament.id);
    const entries: Record<Role, number> = {
      ann: await entryOf(tournament.id, ann.user.email),
      bea: await entryOf(tournament.id, bea.user.email),
      cid: await entryOf(tournament.id, cidEmail),
    };
    const play = (at: Date) =>
      whileClockStandsAt(t, at, async () => {
        const ids: number[] = [];
        for (const [winner, loser, sets] of MATCHES)
          ids.push((await enter(organizer, tournament.id, entries[winner], entries[loser], sets)).id);
        return ids;
      });
    return { tournament, ann, bea, play };
  };

  const ratingsOf = async (ids: Record<Role, number>) => ({
    ratings: { ann: await ratingOf(ids.ann), bea: await ratingOf(ids.bea), cid: await ratingOf(ids.cid) },
    trends: { ann: await trendOf(ids.ann), bea: await trendOf(ids.bea), cid: await trendOf(ids.cid) },
  });

  it('counts a form-only entry’s results once it is linked, as if its account had played them, and rebuilds the same', async () => {
    const playedAt = new Date();
    // X: Cid fills in the public form, without an account.
    const cidEmail = `cid.${randomBytes(4).toString('hex')}@example.com`;
    const x = await scenario(async (tournamentId) => {
      await request(t.http)
        .post(`/api/tournaments/${tournamentId}/register`)
        .send(registrationRequest({ id: tournamentId, sport: 'tennis' }, { fullName: 'Cid Form', email: cidEmail }))
        .expect(201);
      return cidEmail;
    });
    const [annBeatCid, annBeatBea, cidBeatBea, beaBeatAnn] = await x.play(playedAt);

    // A result with a side without an account moves nobody: only Ann and Bea's two matches count, in their trend too.
    expect(await ratingOf(x.ann.user.id)).toMatchObject({ matches: 2 });
    expect(await ratingOf(x.bea.user.id)).toMatchObject({ matches: 2 });
    expect(await ratedResultIds(x.ann.user.id)).toEqual([annBeatBea, beaBeatAnn]);
    expect(await ratedResultIds(x.bea.user.id)).toEqual([annBeatBea, beaBeatAnn]);
    expect(annBeatCid).toBeLessThan(cidBeatBea);

    // Cid creates her account with the entry's e-mail and verifies it: the entry is linked, and tennis is replayed.
    const signup = validSignup({ email: cidEmail, firstName: 'Cid' });
    await request(t.http).post('/api/auth/signup').send(signup).expect(201);
    const mail = await t.smtp.waitFor((m) => m.to.includes(cidEmail) && m.subject === 'Verify your RallyPoint account');
    await request(t.http)
      .get(new URL(firstLink(mail)).pathname + new URL(firstLink(mail)).search)
      .expect(302);
    const [cid] = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [cidEmail]);
    const linked = await ratingsOf({ ann: x.ann.user.id, bea: x.bea.user.id, cid: cid.id });
    expect(linked.ratings).toMatchObject({ ann: { matches: 4 }, bea: { matches: 3 }, cid: { matches: 3 } });

    // Y: the same matches, Cid's account enrolled from the start.
    let cidFromStart!: Player;
    const y = await scenario(async (tournamentId) => {
      cidFromStart = await player(t, 'Cid');
      await enrol(cidFromStart, tournamentId);
      return cidFromStart.user.email;
    });
    await y.play(playedAt);
    const fromStart = await ratingsOf({ ann: y.ann.user.id, bea: y.bea.user.id, cid: cidFromStart.user.id });

    expect(linked).toEqual(fromStart);

    // A rebuild from the event log alone (ResultRated with Cid's side empty, then ResultSidesLinked) agrees.
    const everything = () => t.dataSource.query(`SELECT * FROM player_ratings ORDER BY user_id, sport`);
    const trend = () => t.dataSource.query(`SELECT * FROM rating_points ORDER BY user_id, sport, result_id`);
    const [live, livePoints] = [await everything(), await trend()];
    await t.dataSource.query(`DELETE FROM rating_points; DELETE FROM player_ratings`);
    await t.app.get(CommandBus).execute(new RebuildRatingsCommand());
    expect(await everything()).toEqual(live);
    expect(await trend()).toEqual(livePoints);
  });
});

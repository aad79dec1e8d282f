import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { ratingChangeText } from '@rallypoint/shared';
import { startTestApp, type TestApp } from '../support/test-app';
import { registrationRequest, type SignedIn } from '../tournaments/tournament-factories';
import { resultBody, submit, tournamentWith, type Player } from '../fixtures/results-factories';

type Change = { before: number; after: number };
type View = { id: number; playerRatingChange: Change | null; opponentRatingChange: Change | null };

/**
 * An approved result tells how it moved both players' ratings (old → new): in the e-mail to the player who logged it,
 * written once the ratings have counted it, and in the API's result views the screens read.
 */
describe('the rating change of an approved result, in its e-mail and its views', () => {
  let t: TestApp;
  let tournamentId: number;
  let name: string;
  let organizer: SignedIn;
  let ana: Player;
  let ben: Player;

  beforeAll(async () => {
    t = await startTestApp();
    const setup = await tournamentWith(t, ['Ana', 'Ben']);
    ({ organizer } = setup);
    ({ id: tournamentId, name } = setup.tournament);
    [ana, ben] = setup.players;
  });
  afterAll(() => t.close());

  const ratingOf = async (p: Player): Promise<number> =>
    (await p.agent.get('/api/me/ratings').expect(200)).body.ratings.find((r: { sport: string }) => r.sport === 'tennis').value;
  const approvalMails = async (email: string): Promise<string[]> =>
    (
      await t.dataSource.query(`SELECT text FROM email_outbox WHERE to_address = $1 AND kind = 'result-approved' ORDER BY id`, [
        email,
      ])
    ).map((row: { text: string }) => row.text);

  it('e-mails and shows old → new for both players, from 1500 on the first result and from there on the next', async () => {
    // Ana logs a win, Ben confirms: approved by agreement.
    const first = await submit(ana, resultBody(tournamentId, ben));
    const confirmed: View = (
      await ben.agent.patch(`/api/results/${first.id}/confirmation`).send({ decision: 'confirm' }).expect(200)
    ).body;
    const [anaAfter, benAfter] = [await ratingOf(ana), await ratingOf(ben)];
    expect(anaAfter).toBeGreaterThan(1500);
    expect(benAfter).toBeLessThan(1500);
    const firstChanges = {
      playerRatingChange: { before: 1500, after: anaAfter },
      opponentRatingChange: { before: 1500, after: benAfter },
    };
    expect(confirmed).toMatchObject(firstChanges);

    const [firstMail] = await approvalMails(ana.user.email);
    expect(firstMail).toContain(`Your Tennis rating: ${ratingChangeText({ before: 1500, after: anaAfter })}.`);
    expect(firstMail).toContain(`${ben.name}'s Tennis rating: ${ratingChangeText({ before: 1500, after: benAfter })}.`);

    // Ben logs a win over Ana; the organizer approves it: the changes start where the first left them.
    const second = await submit(ben, resultBody(tournamentId, ana));
    await organizer.agent.patch(`/api/results/${second.id}/approval`).send({ status: 'approved' }).expect(200);
    const [benLast, anaLast] = [await ratingOf(ben), await ratingOf(ana)];
    const [secondMail] = await approvalMails(ben.user.email);
    expect(secondMail).toContain(`Your Tennis rating: ${ratingChangeText({ before: benAfter, after: benLast })}.`);
    expect(secondMail).toContain(`${ana.name}'s Tennis rating: ${ratingChangeText({ before: anaAfter, after: anaLast })}.`);
    expect(secondMail).toMatch(/Your Tennis rating: \d+ → \d+ \(\+\d+\)\./);

    // One e-mail per approval, each written once the ratings counted it.
    expect(await approvalMails(ana.user.email)).toHaveLength(1);
    expect(await approvalMails(ben.user.email)).toHaveLength(1);

    // The views the screens read: the player's own results, one result, the organizer's queue.
    const secondChanges = {
      playerRatingChange: { before: benAfter, after: benLast },
      opponentRatingChange: { before: anaAfter, after: anaLast },
    };
    const anaResults: View[] = (await ana.agent.get('/api/user/results').expect(200)).body.items;
    expect(anaResults.find((r) => r.id === first.id)).toMatchObject(firstChanges);
    expect((await ana.agent.get(`/api/results/${second.id}`).expect(200)).body).toMatchObject(secondChanges);
    const queue: View[] = (await organizer.agent.get(`/api/tournaments/${tournamentId}/results`).expect(200)).body.items;
    expect(queue.find((r) => r.id === second.id)).toMatchObject(secondChanges);
  });

  it('shows no change before a result is approved, nor for a rejected one', async () => {
    const { id } = await submit(ana, resultBody(tournamentId, ben));
    expect((await ana.agent.get(`/api/results/${id}`).expect(200)).body).toMatchObject({
      playerRatingChange: null,
      opponentRatingChange: null,
    });
    const rejected = (await organizer.agent.patch(`/api/results/${id}/approval`).send({ status: 'rejected' }).expect(200)).body;
    expect(rejected).toMatchObject({ playerRatingChange: null, opponentRatingChange: null });
    const mail = await t.smtp.waitFor((m) => m.to.includes(ana.user.email) && m.subject === `Result rejected: ${name}`);
    expect(mail.text).not.toContain('rating');
  });

  it('tells no rating for a result against an entry without an account: ratings move only between accounts', async () => {
    const email = `dee.${randomBytes(4).toString('hex')}@example.com`;
    await request(t.http)
      .post(`/api/tournaments/${tournamentId}/register`)
      .send(registrationRequest({ id: tournamentId, sport: 'tennis' }, { fullName: 'Dee Form', email }))
      .expect(201);
    const [entry] = await t.dataSource.query(`SELECT id FROM tournament_entries WHERE tournament_id = $1 AND email = $2`, [
      tournamentId,
      email,
    ]);
    const { id } = await submit(ana, {
      tournamentId,
      opponentEntryId: entry.id,
      matchType: 'league',
      sets: [
        { playerGames: 6, opponentGames: 2 },
        { playerGames: 6, opponentGames: 1 },
      ],
      winner: 'player',
    });
    const approved: View = (await organizer.agent.patch(`/api/results/${id}/approval`).send({ status: 'approved' }).expect(200))
      .body;
    expect(approved).toMatchObject({ id, playerRatingChange: null, opponentRatingChange: null });
    const mail = await t.smtp.waitFor((m) => m.to.includes(ana.user.email) && m.text.includes(`/log-results?result=${id}`));
    expect(mail.subject).toBe(`Result approved: ${name}`);
    expect(mail.text).not.toContain('rating');
  });
});

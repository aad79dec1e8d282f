import { startTestApp, type TestApp } from '../support/test-app';
import type { SignedIn } from '../tournaments/tournament-factories';
import { RESULT_NOT_FOUND } from '../../src/contexts/results/domain/results.errors';
import { resultBody, submit, tournamentWith, type Player } from '../fixtures/results-factories';

/**
 * The "Confirm a result" update opens the place where its reader confirms it: Log Results with that result named,
 * which the page reads with GET /api/results/{id} when it is not on the page of results to confirm shown.
 */
describe('the update asking to confirm a result links to that result', () => {
  let t: TestApp;
  let tournamentId: number;
  let organizer: SignedIn;
  let ana: Player;
  let ben: Player;
  let cy: Player;

  beforeAll(async () => {
    t = await startTestApp();
    const setup = await tournamentWith(t, ['Ana', 'Ben', 'Cy']);
    ({ organizer } = setup);
    tournamentId = setup.tournament.id;
    [ana, ben, cy] = setup.players;
  });
  afterAll(() => t.close());

  const updatesOf = async (p: Player) =>
    (await p.agent.get('/api/me/updates').expect(200)).body.items as Array<{ title: string; link: string | null }>;

  it("links the opponent's update to the result, whose Confirm and Dispute that place offers", async () => {
    const { id } = await submit(ana, resultBody(tournamentId, ben));
    const toConfirm = (await updatesOf(ben)).filter((u) => u.title === 'Confirm a result');
    expect(toConfirm.map((u) => u.link)).toContain(`/log-results?result=${id}`);

    const opened = (await ben.agent.get(`/api/results/${id}`).expect(200)).body;
    expect(opened).toMatchObject({ id, opponentId: ben.user.id, status: 'pending', confirmation: 'awaiting' });
    await ben.agent.patch(`/api/results/${id}/confirmation`).send({ decision: 'confirm' }).expect(200);

    const answered = (await updatesOf(ana)).filter((u) => u.title === 'Your opponent confirmed your result');
    expect(answered.map((u) => u.link)).toContain(`/log-results?result=${id}`);
  });

  it('shows the result to its players and organizer only: anyone else gets the 404 of a missing result', async () => {
    const { id } = await submit(ana, resultBody(tournamentId, ben));
    await ana.agent.get(`/api/results/${id}`).expect(200);
    await organizer.agent.get(`/api/results/${id}`).expect(200);
    const missing = (await ben.agent.get('/api/results/999999').expect(404)).body;
    expect(missing.message).toBe(RESULT_NOT_FOUND);
    expect((await cy.agent.get(`/api/results/${id}`).expect(404)).body).toEqual(missing);
  });
});

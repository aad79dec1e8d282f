import { RESULT_MESSAGES } from '@rallypoint/shared';
import { expectAccess } from '../support/authorization';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminOf, approvedTournament, type SignedIn } from '../tournaments/tournament-factories';
import { enrol, resultBody, submit, tournamentWith, type Player } from '../fixtures/results-factories';

/** The in-app side of ResultSubmitted: what awaits an organizer's (or an admin's) decision, per tournament. */
describe('GET /api/results/pending-counts', () => {
  let t: TestApp;
  let organizer: SignedIn;
  let first: number;
  let second: number;
  let quiet: number;
  let ana: Player;
  let ben: Player;

  beforeAll(async () => {
    t = await startTestApp();
    const setup = await tournamentWith(t, ['Ana', 'Ben']);
    ({ organizer } = setup);
    first = setup.tournament.id;
    [ana, ben] = setup.players;
    second = (await approvedTournament(t, {}, organizer)).tournament.id;
    quiet = (await approvedTournament(t, {}, organizer)).tournament.id;
    await enrol(ana, second);
    await enrol(ben, second);
  });
  afterAll(() => t.close());

  const counts = (who: SignedIn, ids: number[]) =>
    who.agent.get(`/api/results/pending-counts?tournamentIds=${ids.join(',')}`).expect(200);

  it('is for organizers and admins', async () => {
    await expectAccess(
      t,
      { method: 'get', path: '/api/results/pending-counts' },
      { anonymous: 401, player: 403, organizer: 200, admin: 200 },
    );
  });

  it("counts the organizer's pending results per asked tournament and over all of their tournaments", async () => {
    expect((await counts(organizer, [first, second, quiet])).body).toEqual({ total: 0, tournaments: 0, items: [] });

    const decidedLater = await submit(ana, resultBody(first, ben));
    await submit(ben, resultBody(first, ana));
    await submit(ana, resultBody(second, ben));
    expect((await counts(organizer, [first, second, quiet])).body).toEqual({
      total: 3,
      tournaments: 2,
      items: [
        { tournamentId: first, pending: 2 },
        { tournamentId: second, pending: 1 },
      ],
    });
    // The totals cover tournaments not asked about (another page of the dashboard); items only the asked ones.
    expect((await counts(organizer, [second])).body).toEqual({
      total: 3,
      tournaments: 2,
      items: [{ tournamentId: second, pending: 1 }],
    });
    expect((await organizer.agent.get('/api/results/pending-counts').expect(200)).body).toEqual({
      total: 3,
      tournaments: 2,
      items: [],
    });

    // A decision takes the result out of the count.
    await organizer.agent.patch(`/api/results/${decidedLater.id}/approval`).send({ status: 'rejected' }).expect(200);
    expect((await counts(organizer, [first])).body).toEqual({
      total: 2,
      tournaments: 2,
      items: [{ tournamentId: first, pending: 1 }],
    });
  });

  it("never tells an organizer about another organizer's tournaments; an admin sees every one", async () => {
    const other = await tournamentWith(t, ['Cleo', 'Dan']);
    await submit(other.players[0], resultBody(other.tournament.id, other.players[1]));

    const theirs = (await counts(organizer, [first, other.tournament.id])).body;
    expect(theirs.items.map((i: { tournamentId: number }) => i.tournamentId)).toEqual([first]);
    expect((await counts(other.organizer, [first, other.tournament.id])).body).toEqual({
      total: 1,
      tournaments: 1,
      items: [{ tournamentId: other.tournament.id, pending: 1 }],
    });

    const admin = await adminOf(t);
    const everything = (await counts(admin, [first, second, other.tournament.id])).body;
    expect(everything.items).toEqual([
      { tournamentId: first, pending: 1 },
      { tournamentId: second, pending: 1 },
      { tournamentId: other.tournament.id, pending: 1 },
    ]);
    expect(everything).toMatchObject({ total: 3, tournaments: 3 });
  });

  it('refuses tournament ids that are not a bounded list of ids', async () => {
    for (const bad of ['abc', '1,,2', '0', Array.from({ length: 201 }, (_, i) => i + 1).join(',')]) {
      const response = await organizer.agent.get(`/api/results/pending-counts?tournamentIds=${bad}`).expect(400);
      expect(response.body.fields).toEqual({ tournamentIds: [RESULT_MESSAGES.tournamentIds] });
    }
  });
});

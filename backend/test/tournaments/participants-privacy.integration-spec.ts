import request from 'supertest';
import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { approvedTournament, registrationRequest, type SignedIn } from './tournament-factories';

/** docs/product-rules.md#privacy: e-mail and phone only for the tournament's organizer and admins. */
describe('who sees participants’ contact details', () => {
  let t: TestApp;
  let organizer: SignedIn;
  let tournamentId: number;
  let enrolled: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    organizer = await signedInAs(t, 'organizer');
    tournamentId = (await approvedTournament(t, {}, organizer)).tournament.id;
    enrolled = await signedInAs(t, 'player');
    await enrolled.agent.post(`/api/tournaments/${tournamentId}/enroll`).expect(201);
  });
  afterAll(() => t.close());

  const participants = async (viewer: SignedIn) =>
    (await viewer.agent.get(`/api/tournaments/${tournamentId}/participants`).expect(200)).body.items;

  it('shows the tournament’s organizer and admins every participant’s e-mail and phone', async () => {
    for (const viewer of [organizer, await signedInAs(t, 'admin')]) {
      expect(await participants(viewer)).toEqual([expect.objectContaining({ email: enrolled.user.email, phone: '5550001111' })]);
    }
  });

  it('shows other players, other organizers and the participants themselves names, levels and dates only', async () => {
    for (const viewer of [await signedInAs(t, 'player'), await signedInAs(t, 'organizer'), enrolled]) {
      const [row] = await participants(viewer);
      expect(row).toEqual({
        entryId: expect.any(Number),
        userId: enrolled.user.id,
        participantId: enrolled.user.id,
        firstName: 'Player',
        lastName: 'Tester',
        username: enrolled.user.username,
        level: null,
        registrationDate: expect.any(String),
        status: 'registered',
      });
    }
  });

  /**
   * docs/decisions/0013: every entry holding a place is a participant, made by Enroll or by the public form (linked to
   * the account of its verified e-mail, or without one), so the opponent pickers (this list) offer all of them; the
   * privacy rule above holds for each, on every page and search.
   */
  describe('participants registered through the public form', () => {
    let tournamentId: number;
    let enrolled: SignedIn;
    let formOnly: SignedIn;
    let both: SignedIn;
    const walkIn = 'no.account.here@example.com';

    beforeAll(async () => {
      const { tournament } = await approvedTournament(t, {}, organizer);
      tournamentId = tournament.id;
      const register = (email: string) =>
        request(t.http)
          .post(`/api/tournaments/${tournamentId}/register`)
          .send(registrationRequest(tournament, { email }))
          .expect(201);
      enrolled = await signedInAs(t, 'player');
      formOnly = await signedInAs(t, 'player');
      both = await signedInAs(t, 'player');
      await enrolled.agent.post(`/api/tournaments/${tournamentId}/enroll`).expect(201);
      await register(formOnly.user.email.toUpperCase());
      await register(walkIn);
      await both.agent.post(`/api/tournaments/${tournamentId}/enroll`).expect(201);
      await register(both.user.email);
    });

    const participants = async (viewer: SignedIn, query = '') =>
      (await viewer.agent.get(`/api/tournaments/${tournamentId}/participants${query}`).expect(200)).body.items;

    it('lists every entry once, in entry order: account holders registered with their account e-mail (any letter case), the enrolled, and a form entry without an account', async () => {
      const rows = await participants(await signedInAs(t, 'player'));
      expect(rows.map((row: { participantId: number | null }) => row.participantId)).toEqual([
        enrolled.user.id,
        formOnly.user.id,
        null,
        both.user.id,
      ]);
      expect(rows[1]).toEqual({
        entryId: expect.any(Number),
        userId: formOnly.user.id,
        participantId: formOnly.user.id,
        firstName: 'Player',
        lastName: 'Tester',
        username: formOnly.user.username,
        level: null,
        registrationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        status: 'pending',
      });
      // Without an account: its own name split at the first space, and its form's level.
      expect(rows[2]).toEqual({
        entryId: expect.any(Number),
        userId: null,
        participantId: null,
        firstName: 'Rafa',
        lastName: 'Nadal',
        username: null,
        level: 'L3',
        registrationDate: expect.any(String),
        status: 'pending',
      });
      // Enrolled and registered: one entry, the enrolment completed by the form.
      expect(rows[3]).toMatchObject({ participantId: both.user.id, status: 'registered' });
    });

    it('gives their account e-mail and phone to the organizer and admins only', async () => {
      for (const viewer of [organizer, await signedInAs(t, 'admin')]) {
        const rows = await participants(viewer);
        expect(rows[1]).toEqual(
          expect.objectContaining({ participantId: formOnly.user.id, email: formOnly.user.email, phone: '5550001111' }),
        );
        expect(rows[2]).toEqual(expect.objectContaining({ userId: null, email: walkIn, phone: '5559876543' }));
      }
      for (const viewer of [formOnly, enrolled, await signedInAs(t, 'organizer')]) {
        for (const row of await participants(viewer)) {
          expect(row).not.toHaveProperty('email');
          expect(row).not.toHaveProperty('phone');
        }
      }
    });

    it('keeps the rule on a page and in a search: contacts for the organizer and admins only, and the search never reads e-mails', async () => {
      // The second of three, one a page; then the form-only participant found by username.
      const byUsername = `?search=${encodeURIComponent(formOnly.user.username.toUpperCase())}&pageSize=1`;
      for (const viewer of [organizer, await signedInAs(t, 'admin')]) {
        expect(await participants(viewer, '?page=2&pageSize=1')).toEqual([
          expect.objectContaining({ participantId: formOnly.user.id, email: formOnly.user.email, phone: '5550001111' }),
        ]);
        expect(await participants(viewer, byUsername)).toEqual([
          expect.objectContaining({ participantId: formOnly.user.id, email: formOnly.user.email }),
        ]);
      }
      for (const viewer of [enrolled, await signedInAs(t, 'player'), await signedInAs(t, 'organizer')]) {
        const [row] = await participants(viewer, '?page=2&pageSize=1');
        expect(row.participantId).toBe(formOnly.user.id);
        expect(row).not.toHaveProperty('email');
        expect(row).not.toHaveProperty('phone');
        expect((await participants(viewer, byUsername)).map((x: { participantId: number }) => x.participantId)).toEqual([
          formOnly.user.id,
        ]);
        // An e-mail (here the whole address) finds nobody, so a search cannot tell whose address is whose.
        for (const address of [formOnly.user.email, walkIn]) {
          const byEmail = await viewer.agent
            .get(`/api/tournaments/${tournamentId}/participants?search=${encodeURIComponent(address)}`)
            .expect(200);
          expect(byEmail.body).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
        }
        // The name an entry without an account is shown by finds it.
        expect((await participants(viewer, '?search=nAdAl')).map((x: { userId: number | null }) => x.userId)).toContain(null);
      }
    });
  });
});

import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { approvedTournament, type SignedIn } from './tournament-factories';

/** decisions.md "Privacy": e-mail and phone only for the tournament's organizer and admins. */
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

  const participants = async (viewer: SignedIn) => (await viewer.agent.get(`/api/tournaments/${tournamentId}/participants`).expect(200)).body;

  it('shows the tournament’s organizer and admins every participant’s e-mail and phone', async () => {
    for (const viewer of [organizer, await signedInAs(t, 'admin')]) {
      expect(await participants(viewer)).toEqual([expect.objectContaining({ email: enrolled.user.email, phone: '5550001111' })]);
    }
  });

  it('shows other players, other organizers and the participants themselves names, levels and dates only', async () => {
    for (const viewer of [await signedInAs(t, 'player'), await signedInAs(t, 'organizer'), enrolled]) {
      const [row] = await participants(viewer);
      expect(row).toEqual({
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
});

import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { enrol, resultBody, submit, tournamentWith, type Player } from '../fixtures/results-factories';
import { activeStudent, SignedIn } from './training-factories';

describe("the student's match record on the Performance tab", () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInAs(t, 'admin');
  });
  afterAll(() => t.close());

  it('counts approved results on either side of the student, newest first, and never pending or rejected ones', async () => {
    const { tournament, organizer, players } = await tournamentWith(t, ['Ben']);
    const [ben] = players;
    const student: Player = { ...(await activeStudent(t, admin)), name: 'Player Tester' };
    await enrol(student, tournament.id);
    const decide = (id: number, status: 'approved' | 'rejected') =>
      organizer.agent.patch(`/api/results/${id}/approval`).send({ status }).expect(200);

    const studentWins = await submit(student, resultBody(tournament.id, ben));
    await decide(studentWins.id, 'approved');
    const benWins = await submit(ben, resultBody(tournament.id, student));
    await decide(benWins.id, 'approved');
    const rejected = await submit(student, resultBody(tournament.id, ben));
    await decide(rejected.id, 'rejected');
    await submit(student, resultBody(tournament.id, ben));

    const { matchRecord } = (await student.agent.get('/api/student/metrics').expect(200)).body;
    expect(matchRecord).toEqual({ played: 2, won: 1, lost: 1, lastFive: ['L', 'W'] });
  });
});

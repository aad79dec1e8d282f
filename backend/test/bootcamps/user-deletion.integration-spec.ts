import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { adminOf, approvedBootcamp, createBootcamp, registrationCount, type SignedIn } from './bootcamp-factories';

describe('deleting a user, as far as bootcamps are concerned', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminOf(t);
  });
  afterAll(() => t.close());

  const exists = async (userId: number) => (await t.dataSource.query(`SELECT 1 FROM users WHERE id = $1`, [userId])).length === 1;

  it('refuses with 409 while the user organizes bootcamps or clinics, and changes nothing', async () => {
    const organizer = await signedInAs(t, 'organizer');
    await createBootcamp(organizer);
    await createBootcamp(organizer);
    const refused = await admin.agent.delete(`/api/admin/users/${organizer.user.id}`).expect(409);
    expect(refused.body.message).toBe('This user organizes 2 bootcamps and clinics; delete them first');
    expect(await exists(organizer.user.id)).toBe(true);
    const history = await t.dataSource.query(`SELECT 1 FROM user_management_history WHERE target_user_id = $1`, [
      organizer.user.id,
    ]);
    expect(history).toEqual([]);
  });

  it("removes a deleted player's registrations, freeing their seats", async () => {
    const organizer = await signedInAs(t, 'organizer');
    const bootcamp = await approvedBootcamp(t, organizer, { maxParticipants: 1 });
    const player = await signedInAs(t, 'player');
    await player.agent.post(`/api/bootcamps/${bootcamp.id}/register`).expect(201);
    expect(await registrationCount(t, bootcamp.id)).toBe(1);

    await admin.agent.delete(`/api/admin/users/${player.user.id}`).expect(200);
    expect(await registrationCount(t, bootcamp.id)).toBe(0);
    const next = await signedInAs(t, 'player');
    await next.agent.post(`/api/bootcamps/${bootcamp.id}/register`).expect(201);
  });
});

import { startTestApp, TestApp } from '../support/test-app';
import { day, person } from './social-factories';

describe('deleting a user, as far as social is concerned', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const count = async (table: string, where: string, id: number) =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, [id]))[0].n;

  it('removes the messages, kudos and matches they sent or received, and nobody else’s', async () => {
    const admin = await person(t, { role: 'admin' });
    const leaving = await person(t);
    const staying = await person(t);
    const bystander = await person(t);
    await leaving.agent
      .post('/api/messages/send')
      .send({ recipientId: staying.id, subject: 'Hi', message: 'Rally on Friday?' })
      .expect(201);
    await staying.agent.post('/api/messages/send').send({ recipientId: leaving.id, subject: 'Re', message: 'Sure' }).expect(201);
    await staying.agent.post('/api/kudos/send').send({ recipientId: leaving.id, message: 'Great match' }).expect(201);
    const invite = { sport: 'tennis', proposedDate: day(2), proposedTime: '18:30', venue: 'Club Court 2', message: '' };
    await leaving.agent
      .post('/api/matches/invite')
      .send({ ...invite, opponentId: staying.id })
      .expect(201);
    await staying.agent
      .post('/api/matches/invite')
      .send({ ...invite, opponentId: bystander.id, proposedTime: '09:00' })
      .expect(201);

    await admin.agent.delete(`/api/admin/users/${leaving.id}`).expect(200);

    expect(await count('direct_messages', 'sender_id = $1 OR recipient_id = $1', leaving.id)).toBe(0);
    expect(await count('kudos', 'sender_id = $1 OR recipient_id = $1', leaving.id)).toBe(0);
    expect(await count('events', 'player_id = $1 OR opponent_id = $1', leaving.id)).toBe(0);
    expect(await count('events', 'player_id = $1 AND opponent_id IS NOT NULL', staying.id)).toBe(1);
    const inbox = (await staying.agent.get('/api/messages?box=received').expect(200)).body;
    expect(inbox.items).toEqual([]);
  });
});

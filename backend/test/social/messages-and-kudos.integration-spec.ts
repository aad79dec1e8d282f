import request from 'supertest';
import { startTestApp, TestApp } from '../support/test-app';
import { eventTypes, person, type Person } from './social-factories';

describe('messages and kudos', () => {
  let t: TestApp;
  let ann: Person;
  let bea: Person;

  beforeAll(async () => {
    t = await startTestApp();
    ann = await person(t, { firstName: 'Ann', lastName: 'Ace' });
    bea = await person(t, { firstName: 'Bea', lastName: 'Baseline' });
  });
  afterAll(() => t.close());

  const send = (from: Person, body: object) => from.agent.post('/api/messages/send').send(body);
  const kudos = (from: Person, body: object) => from.agent.post('/api/kudos/send').send(body);

  describe('POST /api/messages/send', () => {
    it('delivers the message to the recipient inbox, the sender outbox, and by e-mail', async () => {
      const carl = await person(t, { firstName: 'Carl' });
      const response = await send(ann, {
        recipientId: carl.id,
        subject: 'Hit on Saturday?',
        message: 'Fancy a hit at 10?',
      }).expect(201);
      expect(response.body).toEqual({ id: expect.any(Number), message: 'Message sent' });

      const inbox = (await carl.agent.get('/api/messages').expect(200)).body;
      expect(inbox).toEqual({
        items: [
          {
            id: response.body.id,
            subject: 'Hit on Saturday?',
            message: 'Fancy a hit at 10?',
            sender: { id: ann.id, firstName: 'Ann', lastName: 'Ace', username: ann.username },
            recipient: { id: carl.id, firstName: 'Carl', lastName: 'Player', username: carl.username },
            isRead: false,
            readAt: null,
            createdAt: expect.any(String),
          },
        ],
        total: 1,
        page: 1,
        pageSize: 50,
        unreadCount: 1,
      });
      const sent = (await ann.agent.get('/api/messages').query({ box: 'sent' }).expect(200)).body;
      expect(sent.items.map((m: { id: number }) => m.id)).toContain(response.body.id);

      const mail = await t.smtp.waitFor((m) => m.to.includes(carl.email));
      expect(mail.subject).toBe('New message from Ann Ace: Hit on Saturday?');
      expect(mail.text).toContain('Fancy a hit at 10?');
      expect(mail.text).toContain(`Read it and reply on your dashboard: ${t.config.appUrl}/dashboard`);
      expect(await eventTypes(t, 'message', response.body.id)).toEqual(['MessageSent']);
    });

    it('requires subject and message, bounded, and a recipient id', async () => {
      const response = await send(ann, { recipientId: 'x', subject: '  ', message: '' }).expect(400);
      expect(response.body.fields).toEqual({
        recipientId: ['Please choose a recipient'],
        subject: ['Subject is required'],
        message: ['Message is required'],
      });
      const long = await send(ann, { recipientId: bea.id, subject: 's'.repeat(201), message: 'm'.repeat(2001) }).expect(400);
      expect(long.body.fields).toEqual({
        subject: ['Subject must be at most 200 characters'],
        message: ['Message must be at most 2000 characters'],
      });
    });

    it('answers 404 for a missing or inactive recipient and 400 for yourself', async () => {
      expect((await send(ann, { recipientId: 999999, subject: 'Hi', message: 'Hi' }).expect(404)).body.message).toBe(
        'Recipient not found',
      );
      const pending = await person(t, { isActive: false });
      await send(ann, { recipientId: pending.id, subject: 'Hi', message: 'Hi' }).expect(404);
      expect((await send(ann, { recipientId: ann.id, subject: 'Hi', message: 'Hi' }).expect(400)).body.message).toBe(
        'You cannot send this to yourself',
      );
    });

    it('is open to every signed-in role, never to the signed-out', async () => {
      const organizer = await person(t, { role: 'organizer' });
      await send(organizer, { recipientId: bea.id, subject: 'Hello', message: 'Welcome' }).expect(201);
      await request(t.http).post('/api/messages/send').send({ recipientId: bea.id, subject: 'a', message: 'b' }).expect(401);
      await request(t.http).get('/api/messages').expect(401);
    });
  });

  describe('GET /api/messages and PATCH /api/messages/:id/read', () => {
    it('lists unread first, then newest, and counts the unread', async () => {
      const dee = await person(t, { firstName: 'Dee' });
      const ids: number[] = [];
      for (const subject of ['one', 'two', 'three']) {
        ids.push((await send(ann, { recipientId: dee.id, subject, message: subject }).expect(201)).body.id);
      }
      await dee.agent.patch(`/api/messages/${ids[2]}/read`).expect(200, { message: 'Message marked as read' });
      const inbox = (await dee.agent.get('/api/messages').expect(200)).body;
      expect(inbox.items.map((m: { id: number }) => m.id)).toEqual([ids[1], ids[0], ids[2]]);
      expect(inbox.unreadCount).toBe(2);
      expect(inbox.items[2]).toMatchObject({ isRead: true, readAt: expect.any(String) });

      const paged = (await dee.agent.get('/api/messages').query({ pageSize: 1, page: 2 }).expect(200)).body;
      expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 1, unreadCount: 2 });
      expect(paged.items.map((m: { id: number }) => m.id)).toEqual([ids[0]]);
    });

    it('marks read once: again is a no-op; the sender gets 403, strangers and missing ids 404', async () => {
      const eve = await person(t, { firstName: 'Eve' });
      const { id } = (await send(ann, { recipientId: eve.id, subject: 'Hi', message: 'Hi' }).expect(201)).body;
      await eve.agent.patch(`/api/messages/${id}/read`).expect(200);
      await eve.agent.patch(`/api/messages/${id}/read`).expect(200);
      expect(await eventTypes(t, 'message', id)).toEqual(['MessageSent', 'MessageRead']);
      expect((await ann.agent.patch(`/api/messages/${id}/read`).expect(403)).body.message).toBe(
        'Only the recipient can mark this message as read',
      );
      expect((await bea.agent.patch(`/api/messages/${id}/read`).expect(404)).body.message).toBe('Message not found');
      await eve.agent.patch('/api/messages/999999/read').expect(404);
      await eve.agent.patch('/api/messages/abc/read').expect(400);
    });

    it('rejects an unknown box', async () => {
      expect((await ann.agent.get('/api/messages').query({ box: 'spam' }).expect(400)).body.fields).toEqual({
        box: ["Box must be 'received' or 'sent'"],
      });
    });
  });

  describe('kudos', () => {
    it('delivers kudos to the recipient, unread and newest first, and e-mails them', async () => {
      const fay = await person(t, { firstName: 'Fay' });
      const first = (await kudos(ann, { recipientId: fay.id, message: 'Great serve!' }).expect(201)).body;
      expect(first).toEqual({ id: expect.any(Number), message: 'Kudos sent' });
      const second = (await kudos(bea, { recipientId: fay.id, message: 'Nice match' }).expect(201)).body;

      const received = (await fay.agent.get('/api/kudos').expect(200)).body;
      expect(received).toEqual({
        items: [
          {
            id: second.id,
            message: 'Nice match',
            sender: { id: bea.id, firstName: 'Bea', lastName: 'Baseline', username: bea.username },
            isRead: false,
            readAt: null,
            createdAt: expect.any(String),
          },
          {
            id: first.id,
            message: 'Great serve!',
            sender: { id: ann.id, firstName: 'Ann', lastName: 'Ace', username: ann.username },
            isRead: false,
            readAt: null,
            createdAt: expect.any(String),
          },
        ],
        total: 2,
        page: 1,
        pageSize: 50,
        unreadCount: 2,
      });
      const mail = await t.smtp.waitFor((m) => m.to.includes(fay.email) && m.subject === 'Ann Ace sent you kudos');
      expect(mail.text).toContain('Great serve!');
      expect(await eventTypes(t, 'kudos', first.id)).toEqual(['KudosSent']);
    });

    it('requires a bounded message; 404 for missing or inactive recipients, 400 for yourself', async () => {
      expect((await kudos(ann, { recipientId: bea.id, message: ' ' }).expect(400)).body.fields).toEqual({
        message: ['Message is required'],
      });
      expect((await kudos(ann, { recipientId: bea.id, message: 'k'.repeat(501) }).expect(400)).body.fields).toEqual({
        message: ['Kudos must be at most 500 characters'],
      });
      await kudos(ann, { recipientId: 999999, message: 'Nice' }).expect(404);
      await kudos(ann, { recipientId: (await person(t, { isActive: false })).id, message: 'Nice' }).expect(404);
      await kudos(ann, { recipientId: ann.id, message: 'Nice' }).expect(400);
      await request(t.http).post('/api/kudos/send').send({ recipientId: bea.id, message: 'x' }).expect(401);
      await request(t.http).get('/api/kudos').expect(401);
    });
  });

  describe('GET /api/kudos and PATCH /api/kudos/:id/read', () => {
    it('lists unread first, then newest, ties by id, and counts the unread', async () => {
      const gus = await person(t, { firstName: 'Gus' });
      const ids: number[] = [];
      for (const message of ['one', 'two', 'three', 'four']) {
        ids.push((await kudos(ann, { recipientId: gus.id, message }).expect(201)).body.id);
      }
      // 'two' and 'three' were given at the same instant: the later id comes first.
      await t.dataSource.query(`UPDATE kudos SET created_at = (SELECT created_at FROM kudos WHERE id = $1) WHERE id = $2`, [
        ids[1],
        ids[2],
      ]);
      await gus.agent.patch(`/api/kudos/${ids[3]}/read`).expect(200, { message: 'Kudos marked as read' });
      await gus.agent.patch(`/api/kudos/${ids[0]}/read`).expect(200);

      const received = (await gus.agent.get('/api/kudos').expect(200)).body;
      expect(received.items.map((k: { id: number }) => k.id)).toEqual([ids[2], ids[1], ids[3], ids[0]]);
      expect(received.items.map((k: { isRead: boolean }) => k.isRead)).toEqual([false, false, true, true]);
      expect(received.items[2]).toMatchObject({ readAt: expect.any(String) });
      expect(received).toMatchObject({ total: 4, unreadCount: 2 });

      const paged = (await gus.agent.get('/api/kudos').query({ pageSize: 2, page: 2 }).expect(200)).body;
      expect(paged).toMatchObject({ total: 4, page: 2, pageSize: 2, unreadCount: 2 });
      expect(paged.items.map((k: { id: number }) => k.id)).toEqual([ids[3], ids[0]]);
      // Kudos given are not the giver's to read.
      expect((await ann.agent.get('/api/kudos').expect(200)).body.items.map((k: { id: number }) => k.id)).not.toContain(ids[0]);
    });

    it('marks read by the recipient only, once: again is a no-op; the sender gets 403, strangers and missing ids 404', async () => {
      const hal = await person(t, { firstName: 'Hal' });
      const { id } = (await kudos(ann, { recipientId: hal.id, message: 'Well played' }).expect(201)).body;
      expect((await ann.agent.patch(`/api/kudos/${id}/read`).expect(403)).body.message).toBe(
        'Only the recipient can mark these kudos as read',
      );
      expect((await bea.agent.patch(`/api/kudos/${id}/read`).expect(404)).body.message).toBe('Kudos not found');
      expect((await hal.agent.get('/api/kudos').expect(200)).body).toMatchObject({
        unreadCount: 1,
        items: [{ id, isRead: false }],
      });

      await hal.agent.patch(`/api/kudos/${id}/read`).expect(200, { message: 'Kudos marked as read' });
      const firstReadAt = (await hal.agent.get('/api/kudos').expect(200)).body.items[0].readAt;
      await hal.agent.patch(`/api/kudos/${id}/read`).expect(200);
      expect((await hal.agent.get('/api/kudos').expect(200)).body).toMatchObject({
        unreadCount: 0,
        items: [{ id, isRead: true, readAt: firstReadAt }],
      });
      expect(await eventTypes(t, 'kudos', id)).toEqual(['KudosSent', 'KudosRead']);

      expect((await hal.agent.patch('/api/kudos/999999/read').expect(404)).body.message).toBe('Kudos not found');
      await hal.agent.patch('/api/kudos/abc/read').expect(400);
      await request(t.http).patch(`/api/kudos/${id}/read`).expect(401);
    });
  });
});

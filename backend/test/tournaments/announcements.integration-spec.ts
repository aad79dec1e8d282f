import request from 'supertest';
import { ANNOUNCEMENT_MESSAGES } from '@rallypoint/shared';
import { expectAccess } from '../support/authorization';
import { fanoutsExpanded } from '../support/mail-fanouts';
import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import {
  approvedTournament,
  createTournament,
  eventTypes,
  outboxMailsTo,
  registrationRequest,
  signedInPlayers,
  type SignedIn,
} from './tournament-factories';

describe('tournament announcements', () => {
  let t: TestApp;
  let organizer: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    organizer = await signedInAs(t, 'organizer');
  });
  afterAll(() => t.close());

  const post = (who: SignedIn, id: number, body: object = { title: 'Courts moved', message: 'Play starts on courts 5-8.' }) =>
    who.agent.post(`/api/tournaments/${id}/announcements`).send(body);

  it('e-mails every enrolled player and registrant once, and shows the announcement on the public list', async () => {
    const { tournament } = await approvedTournament(t, {}, organizer);
    const [ann, bea] = await signedInPlayers(t, 2);
    for (const player of [ann, bea]) await player.agent.post(`/api/tournaments/${tournament.id}/enroll`).expect(201);
    const visitor = request(t.http);
    // Bea also registered through the form with her account's address in other capitals: one e-mail, not two.
    await visitor
      .post(`/api/tournaments/${tournament.id}/register`)
      .send(registrationRequest(tournament, { email: bea.user.email.toUpperCase() }))
      .expect(201);
    const walkIn = registrationRequest(tournament, { fullName: 'Walk In' });
    await visitor.post(`/api/tournaments/${tournament.id}/register`).send(walkIn).expect(201);

    const response = await post(organizer, tournament.id, {
      title: '  Courts moved ',
      message: 'Play starts on courts 5-8.\nBring water.',
    }).expect(201);
    expect(response.body).toEqual({ message: 'Announcement posted', id: expect.any(Number), recipients: 3 });

    // The worker expands the announcement into the outbox after the commit.
    await fanoutsExpanded(t.dataSource);
    for (const address of [ann.user.email, bea.user.email, walkIn.email]) {
      const mails = (await outboxMailsTo(t, address)).filter((mail) => mail.kind === 'tournament-announcement');
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe(`${tournament.name}: Courts moved`);
      expect(mails[0].text).toContain('Play starts on courts 5-8.\nBring water.');
    }
    expect(
      (await outboxMailsTo(t, bea.user.email.toUpperCase())).filter((mail) => mail.kind === 'tournament-announcement'),
    ).toHaveLength(0);

    const list = await visitor.get(`/api/tournaments/${tournament.id}/announcements`).expect(200);
    expect(list.body).toEqual({
      items: [
        {
          id: response.body.id,
          tournamentId: tournament.id,
          title: 'Courts moved',
          message: 'Play starts on courts 5-8.\nBring water.',
          postedBy: 'Organizer Tester',
          postedAt: expect.any(String),
        },
      ],
      total: 1,
      page: 1,
      pageSize: 50,
    });
    expect(await eventTypes(t, tournament.id)).toContain('TournamentAnnouncementPosted');
  });

  it('lists newest first, a page at a time', async () => {
    const { tournament } = await approvedTournament(t, {}, organizer);
    for (const title of ['First', 'Second', 'Third']) await post(organizer, tournament.id, { title, message: 'x' }).expect(201);
    const first = await request(t.http).get(`/api/tournaments/${tournament.id}/announcements?pageSize=2`).expect(200);
    expect(first.body.items.map((item: { title: string }) => item.title)).toEqual(['Third', 'Second']);
    expect(first.body.total).toBe(3);
    const second = await request(t.http).get(`/api/tournaments/${tournament.id}/announcements?pageSize=2&page=2`).expect(200);
    expect(second.body.items.map((item: { title: string }) => item.title)).toEqual(['First']);
  });

  it('answers each field with its message', async () => {
    const { tournament } = await approvedTournament(t, {}, organizer);
    const empty = await post(organizer, tournament.id, { title: ' ', message: '' }).expect(400);
    expect(empty.body.fields).toEqual({ title: [ANNOUNCEMENT_MESSAGES.title], message: [ANNOUNCEMENT_MESSAGES.message] });
    const long = await post(organizer, tournament.id, { title: 'x'.repeat(121), message: 'y'.repeat(2001) }).expect(400);
    expect(long.body.fields).toEqual({
      title: [ANNOUNCEMENT_MESSAGES.titleTooLong],
      message: [ANNOUNCEMENT_MESSAGES.messageTooLong],
    });
    const twoLines = await post(organizer, tournament.id, { title: 'a\nb', message: 'ok' }).expect(400);
    expect(Object.keys(twoLines.body.fields)).toEqual(['title']);
    expect((await request(t.http).get(`/api/tournaments/${tournament.id}/announcements`).expect(200)).body.total).toBe(0);
  });

  it("lets only the tournament's organizer and admins post, and only once it is approved", async () => {
    const { tournament } = await approvedTournament(t, {}, organizer);
    await expectAccess(
      t,
      { method: 'post', path: `/api/tournaments/${tournament.id}/announcements`, body: { title: 'Hi', message: 'There' } },
      { anonymous: 401, player: 403, organizer: 403, admin: 201 },
    );
    const pending = await createTournament(organizer.agent);
    const refused = await post(organizer, pending.id).expect(409);
    expect(refused.body.message).toBe('Announcements can be posted once the tournament is approved');
    await post(organizer, 999_999).expect(404);
  });

  it('keeps a tournament that is not approved out of sight: its list is 404 for others, open to its organizer', async () => {
    const pending = await createTournament(organizer.agent);
    await request(t.http).get(`/api/tournaments/${pending.id}/announcements`).expect(404);
    await organizer.agent.get(`/api/tournaments/${pending.id}/announcements`).expect(200);
  });
});

import request from 'supertest';
import { CONTROL_CHARACTER_MESSAGES as C } from '@rallypoint/shared';
import { NUL_MESSAGE } from '../../src/platform/http/unsafe-input';
import { signedInAs, validSignup } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import {
  approvedTournament,
  createTournament,
  registrationRequest,
  tournamentRequest,
  type Agent,
} from '../tournaments/tournament-factories';

/** A line break that would add a header to an e-mail, if anything let it through. */
const INJECTED = 'Spring Open\r\nBcc: everyone@evil.test';

/** Unicode's bidirectional overrides and isolates: a name holding one can display as another (decisions.md "Text and files"). */
const BIDI = [
  ['U+202A', '\u202a'],
  ['U+202B', '\u202b'],
  ['U+202C', '\u202c'],
  ['U+202D', '\u202d'],
  ['U+202E', '\u202e'],
  ['U+2066', '\u2066'],
  ['U+2067', '\u2067'],
  ['U+2068', '\u2068'],
  ['U+2069', '\u2069'],
];

/** Text of one line: names, subjects and titles refuse line breaks and control characters with a 400 naming the field. */
describe('control characters in text fields', () => {
  let t: TestApp;
  let organizer: Agent;
  let player: Agent;
  let recipient: Agent;
  let recipientId: number;

  beforeAll(async () => {
    t = await startTestApp();
    organizer = (await signedInAs(t, 'organizer')).agent;
    player = (await signedInAs(t, 'player')).agent;
    const signedIn = await signedInAs(t, 'player');
    recipient = signedIn.agent;
    recipientId = signedIn.user.id;
  });
  afterAll(() => t.close());

  it('refuses CR/LF in a tournament name on create and on edit, naming the field', async () => {
    const created = await organizer
      .post('/api/tournaments')
      .send(tournamentRequest({ name: INJECTED }))
      .expect(400);
    expect(created.body.fields).toEqual({ name: [C.singleLine('Tournament name')] });

    const tournament = await createTournament(organizer);
    const edited = await organizer.patch(`/api/tournaments/${tournament.id}`).send({ name: 'Spring\nOpen' }).expect(400);
    expect(edited.body.fields).toEqual({ name: [C.singleLine('Tournament name')] });
    expect((await organizer.get(`/api/tournaments/${tournament.id}`).expect(200)).body.name).toBe(tournament.name);
  });

  it.each([
    ['a lone line feed', 'Spring\nOpen'],
    ['a lone carriage return', 'Spring\rOpen'],
    ['a tab', 'Spring\tOpen'],
    ['an escape', 'Spring\u001bOpen'],
    ['DEL', 'Spring\u007fOpen'],
    ['a trailing line break', 'Spring Open\n'],
  ])('refuses %s in a tournament name', async (_what, name) => {
    const response = await organizer.post('/api/tournaments').send(tournamentRequest({ name })).expect(400);
    expect(response.body.fields).toEqual({ name: [C.singleLine('Tournament name')] });
  });

  it('refuses CR/LF in a message subject, naming the field, and sends nothing', async () => {
    const response = await player
      .post('/api/messages/send')
      .send({ recipientId, subject: 'Hit on Saturday?\r\nBcc: everyone@evil.test', message: 'Fancy a hit?' })
      .expect(400);
    expect(response.body.fields).toEqual({ subject: [C.singleLine('Subject')] });
    expect((await recipient.get('/api/messages').expect(200)).body.total).toBe(0);
  });

  it('refuses CR/LF in the public registration form, signed out, naming each field', async () => {
    const { tournament } = await approvedTournament(t);
    const response = await request(t.http)
      .post(`/api/tournaments/${tournament.id}/register`)
      .send(registrationRequest(tournament, { fullName: '=HYPERLINK("x")\r\nBcc: a@evil.test', phone: '555\n1234567' }))
      .expect(400);
    expect(response.body.fields).toEqual({ fullName: [C.singleLine('Full name')], phone: [C.singleLine('Phone number')] });
  });

  it('refuses a line break in a name at sign-up', async () => {
    const response = await request(t.http)
      .post('/api/auth/signup')
      .send(validSignup({ firstName: 'Ser\nena', lastName: 'Lo\tpez' }))
      .expect(400);
    expect(response.body.fields).toEqual({ firstName: [C.singleLine('First name')], lastName: [C.singleLine('Last name')] });
  });

  it.each(BIDI)('refuses %s in every one-line field here, naming each field', async (_code, char) => {
    const spoofed = (text: string) => `${text.slice(0, 3)}${char}${text.slice(3)}`;
    const created = await organizer
      .post('/api/tournaments')
      .send(tournamentRequest({ name: spoofed('Spring Open'), venue: spoofed('Riverside Courts') }))
      .expect(400);
    expect(created.body.fields).toEqual({ name: [C.singleLine('Tournament name')], venue: [C.singleLine('Venue')] });

    const tournament = await createTournament(organizer);
    const edited = await organizer
      .patch(`/api/tournaments/${tournament.id}`)
      .send({ name: spoofed('Spring Open') })
      .expect(400);
    expect(edited.body.fields).toEqual({ name: [C.singleLine('Tournament name')] });

    const subject = await player
      .post('/api/messages/send')
      .send({ recipientId, subject: spoofed('Hit on Saturday?'), message: 'Fancy a hit?' })
      .expect(400);
    expect(subject.body.fields).toEqual({ subject: [C.singleLine('Subject')] });

    const { tournament: open } = await approvedTournament(t);
    const registration = await request(t.http)
      .post(`/api/tournaments/${open.id}/register`)
      .send(registrationRequest(open, { fullName: spoofed('Serena Lopez'), phone: spoofed('5551234567') }))
      .expect(400);
    expect(registration.body.fields).toEqual({ fullName: [C.singleLine('Full name')], phone: [C.singleLine('Phone number')] });

    const signup = await request(t.http)
      .post('/api/auth/signup')
      .send(validSignup({ firstName: spoofed('Serena'), lastName: spoofed('Lopez') }))
      .expect(400);
    expect(signup.body.fields).toEqual({ firstName: [C.singleLine('First name')], lastName: [C.singleLine('Last name')] });
  });

  it('keeps right-to-left names, with their direction marks, in one-line fields', async () => {
    const tournament = await createTournament(organizer, { name: 'אליפות האביב \u200fRTL\u200e' });
    expect(tournament.name).toBe('אליפות האביב \u200fRTL\u200e');
  });

  it('keeps line breaks and tabs in text of several lines', async () => {
    const description = 'Club singles.\r\nBring two cans of balls.\n\tCheck-in at 8.';
    const rules = 'Best of three sets.\nTie-break at six all.';
    const tournament = await createTournament(organizer, { description, rules, additionalInfo: 'Parking:\n\tback lot' });
    expect(tournament).toMatchObject({ description, rules, additionalInfo: 'Parking:\n\tback lot' });

    const message = 'Fancy a hit?\r\nSaturday 10:00\n\tCourt 3';
    await player.post('/api/messages/send').send({ recipientId, subject: 'Hit on Saturday?', message }).expect(201);
    const inbox = (await recipient.get('/api/messages').expect(200)).body;
    expect(inbox.items.map((item: { message: string }) => item.message)).toEqual([message]);

    const { tournament: open } = await approvedTournament(t);
    await request(t.http)
      .post(`/api/tournaments/${open.id}/register`)
      .send(registrationRequest(open, { skillDescription: 'Lefty.\nBig serve.' }))
      .expect(201);
  });

  it('refuses other control characters in text of several lines, naming the field', async () => {
    const response = await organizer
      .post('/api/tournaments')
      .send(tournamentRequest({ description: 'Club\u0001singles', rules: 'Best of three sets.\u001b[2J' }))
      .expect(400);
    expect(response.body.fields).toEqual({ description: [C.multiLine('Description')], rules: [C.multiLine('Tournament rules')] });
  });

  it('answers a NUL byte with 400 naming the field it is in', async () => {
    const response = await organizer
      .post('/api/tournaments')
      .send(tournamentRequest({ venue: 'Court\u00001' }))
      .expect(400);
    expect(response.body.fields).toEqual({ venue: [NUL_MESSAGE] });
  });
});

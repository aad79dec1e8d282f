import { matchTimeText } from '@rallypoint/shared';
import { fanoutsExpanded } from '../support/mail-fanouts';
import type { CapturedMail } from '../support/smtp-capture';
import { startTestApp, type TestApp } from '../support/test-app';
import { day } from '../tournaments/tournament-factories';
import { saveFixtures } from '../fixtures/results-factories';
import { oneDaySettings, scheduledTournament } from './schedule-factories';

const at = (time: string) => matchTimeText(`${day(30)}T${time}:00+00:00`, 'Europe/London');

/**
 * Order-of-play news as the players receive it (delivered through the worker to the test's SMTP capture): every
 * player of a changed match reads the same line, naming the old and the new court and time; a match that left the
 * fixtures tells its players where it was.
 */
describe('order-of-play change mails', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const orderOfPlayMails = (address: string) =>
    t.smtp.messages.filter((m) => m.to === address && m.subject.startsWith('Order of play:'));

  /** The order-of-play mails delivered to `address`, in order, once there are `count`. */
  async function delivered(address: string, count: number): Promise<CapturedMail[]> {
    await t.smtp.waitFor(() => orderOfPlayMails(address).length >= count);
    return orderOfPlayMails(address);
  }

  const matchLines = (mail: CapturedMail) => mail.text.split('\n').filter((line) => line.includes(' v '));

  it('tells both players of a court-only move the same line, and the players of a removed match where it was', async () => {
    const { tournament, organizer, ada, bo, cy, di, matches } = await scheduledTournament(t);
    const base = `/api/tournaments/${tournament.id}`;
    await organizer.agent.put(`${base}/schedule-settings`).send(oneDaySettings()).expect(200);
    await organizer.agent.post(`${base}/schedule`).expect(200);
    await organizer.agent.post(`${base}/schedule/publish`).expect(200);
    await fanoutsExpanded(t.dataSource);
    for (const p of [ada, bo, cy, di]) await delivered(p.user.email, 1);

    // Ada v Bo moves from Centre to Court 2 at the same time.
    await organizer.agent
      .patch(`${base}/schedule/matches/1-league-1-1`)
      .send({ court: 'Court 2', start: `${day(30)}T09:00:00+00:00`, locked: true })
      .expect(200);
    expect((await organizer.agent.post(`${base}/schedule/publish`).expect(200)).body).toMatchObject({
      changedCount: 1,
      playersTold: 2,
    });
    const [toAda, toBo] = await Promise.all([delivered(ada.user.email, 2), delivered(bo.user.email, 2)]);
    const moveLine = `Ada Tester v Bo Tester: now ${at('09:00')} on Court 2 (was ${at('09:00')} on Centre).`;
    expect(matchLines(toAda[1])).toEqual([moveLine]);
    expect(matchLines(toBo[1])).toEqual([moveLine]);

    // Cy v Di leaves the fixtures; the next draft and publication take it out of the order of play.
    await saveFixtures(
      organizer.agent,
      tournament.id,
      matches.filter((m) => m.id !== '1-league-1-2'),
    );
    await organizer.agent.post(`${base}/schedule`).expect(200);
    expect((await organizer.agent.post(`${base}/schedule/publish`).expect(200)).body).toMatchObject({
      changedCount: 1,
      playersTold: 2,
    });
    const [toCy, toDi] = await Promise.all([delivered(cy.user.email, 2), delivered(di.user.email, 2)]);
    const removedLine = `Cy Tester v Di Tester: no longer in the order of play (it was ${at('12:00')} on Centre).`;
    expect(matchLines(toCy[1])).toEqual([removedLine]);
    expect(matchLines(toDi[1])).toEqual([removedLine]);
    // Everyone heard once per publication that changed their match, and no more.
    await fanoutsExpanded(t.dataSource);
    expect([ada, bo, cy, di].map((p) => orderOfPlayMails(p.user.email).length)).toEqual([2, 2, 2, 2]);
    // The in-app updates say the same, once per publication (the worker writes them as it writes the mails).
    const updates = async (p: typeof ada) =>
      (await p.agent.get('/api/me/updates').expect(200)).body as { total: number; items: Array<{ body: string }> };
    const [adaUpdates, cyUpdates] = await Promise.all([updates(ada), updates(cy)]);
    expect([adaUpdates.total, cyUpdates.total]).toEqual([2, 2]);
    expect(adaUpdates.items.map((u) => u.body).filter((body) => body.includes(moveLine))).toHaveLength(1);
    expect(cyUpdates.items.map((u) => u.body).filter((body) => body.includes(removedLine))).toHaveLength(1);
  });
});

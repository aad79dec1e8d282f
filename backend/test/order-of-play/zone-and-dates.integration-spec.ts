import { playingDayOutsideDates, SCHEDULE_MESSAGES, type OrderOfPlay, type ScheduleDraft } from '@rallypoint/shared';
import { startTestApp, type TestApp } from '../support/test-app';
import { day } from '../tournaments/tournament-factories';
import { oneDaySettings, scheduledTournament, type ScheduledTournament } from './schedule-factories';

/**
 * The order of play is in the tournament's zone and within its dates (docs/event-day.md, Schedule settings), and the
 * places it keeps (locked or played) that new settings leave outside the hours are flagged, not moved.
 */
describe('order of play: the tournament’s zone and dates', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** Settings saved (one day, 09:00–18:00) and a draft computed: Ada v Bo at 09:00 on Centre, Cy v Di at 12:00. */
  async function drafted(): Promise<ScheduledTournament & { base: string; draft: ScheduleDraft }> {
    const setup = await scheduledTournament(t);
    const base = `/api/tournaments/${setup.tournament.id}`;
    await setup.organizer.agent.put(`${base}/schedule-settings`).send(oneDaySettings()).expect(200);
    const draft = (await setup.organizer.agent.post(`${base}/schedule`).expect(200)).body as ScheduleDraft;
    return { ...setup, base, draft };
  }

  it('follows the tournament to another zone: the settings, the draft and their times', async () => {
    const { base, organizer, tournament, draft } = await drafted();
    expect((await organizer.agent.get(`${base}/schedule-settings`).expect(200)).body.timeZone).toBe('Europe/London');
    expect(draft.placed[0]).toMatchObject({ matchId: '1-league-1-1', start: `${day(30)}T09:00:00+00:00` });

    await organizer.agent.patch(`/api/tournaments/${tournament.id}`).send({ timeZone: 'Europe/Berlin' }).expect(200);
    expect((await organizer.agent.get(`${base}/schedule-settings`).expect(200)).body.timeZone).toBe('Europe/Berlin');
    const [row] = await t.dataSource.query(`SELECT time_zone FROM schedule_settings WHERE tournament_id = $1`, [tournament.id]);
    expect(row.time_zone).toBe('Europe/Berlin');
    // A place is a moment: it keeps it, now shown on Berlin's clock.
    const view = (await organizer.agent.get(`${base}/schedule?view=draft`).expect(200)).body as OrderOfPlay;
    expect(view.timeZone).toBe('Europe/Berlin');
    expect(view.matches[0]).toMatchObject({ matchId: '1-league-1-1', start: `${day(30)}T10:00:00+01:00` });
  });

  it('refuses playing days outside the tournament’s dates, naming each, and takes them once the dates move', async () => {
    const { organizer, tournament } = await scheduledTournament(t);
    const dates = { startDate: day(30), endDate: day(32) };
    const days = [day(30), day(33), day(29)].map((date) => ({ date, start: '09:00', end: '18:00' }));
    const refused = await organizer.agent
      .put(`${tournamentPath(tournament.id)}/schedule-settings`)
      .send(oneDaySettings({ days }))
      .expect(400);
    // Days are kept in date order, which is the order the form sends them in: day(29), day(30), day(33).
    expect(refused.body.fields).toEqual({
      'days.0.date': [playingDayOutsideDates(day(29), dates)],
      'days.2.date': [playingDayOutsideDates(day(33), dates)],
    });
    expect(await t.dataSource.query(`SELECT 1 FROM schedule_settings WHERE tournament_id = $1`, [tournament.id])).toEqual([]);

    // The organizer moves the tournament's dates (confirmed on the page), then saves again.
    await organizer.agent
      .patch(`/api/tournaments/${tournament.id}`)
      .send({ startDate: day(29), endDate: day(33) })
      .expect(200);
    const saved = await organizer.agent
      .put(`${tournamentPath(tournament.id)}/schedule-settings`)
      .send(oneDaySettings({ days }))
      .expect(200);
    expect(saved.body.days.map((d: { date: string }) => d.date)).toEqual([day(29), day(30), day(33)]);

    const oneDay = await scheduledTournament(t, { startDate: day(40), endDate: day(40) });
    const single = await oneDay.organizer.agent
      .put(`${tournamentPath(oneDay.tournament.id)}/schedule-settings`)
      .send(oneDaySettings())
      .expect(400);
    expect(single.body.fields).toEqual({
      'days.0.date': [`${day(30)} is not the tournament's date (${day(40)})`],
    });
  });

  it('refuses a draft while saved playing days lie outside dates that moved since, naming the day', async () => {
    const { organizer, tournament } = await scheduledTournament(t);
    const days = [day(30), day(32)].map((date) => ({ date, start: '09:00', end: '18:00' }));
    await organizer.agent
      .put(`${tournamentPath(tournament.id)}/schedule-settings`)
      .send(oneDaySettings({ days }))
      .expect(200);
    await organizer.agent
      .patch(`/api/tournaments/${tournament.id}`)
      .send({ endDate: day(31) })
      .expect(200);

    const refused = await organizer.agent.post(`${tournamentPath(tournament.id)}/schedule`).expect(409);
    expect(refused.body.message).toBe(
      `${playingDayOutsideDates(day(32), { startDate: day(30), endDate: day(31) })}. ${SCHEDULE_MESSAGES.daysOutsideDates}`,
    );
    await organizer.agent
      .put(`${tournamentPath(tournament.id)}/schedule-settings`)
      .send(oneDaySettings({ days: days.slice(0, 1) }))
      .expect(200);
    await organizer.agent.post(`${tournamentPath(tournament.id)}/schedule`).expect(200);
  });

  it('flags a locked match the new hours leave out, in the save’s answer, the settings and the draft, and keeps it', async () => {
    const { base, organizer, draft } = await drafted();
    const ada = draft.placed.find((p) => p.matchId === '1-league-1-1')!;
    await organizer.agent
      .patch(`${base}/schedule/matches/1-league-1-1`)
      .send({ court: ada.court, start: ada.start, locked: true })
      .expect(200);

    const later = oneDaySettings({ days: [{ date: day(30), start: '10:00', end: '18:00' }] });
    const saved = await organizer.agent.put(`${base}/schedule-settings`).send(later).expect(200);
    expect(saved.body.flagged).toEqual([{ matchId: '1-league-1-1', message: expect.stringContaining('09:00') }]);
    expect((await organizer.agent.get(`${base}/schedule-settings`).expect(200)).body.flagged).toEqual(saved.body.flagged);

    const redrafted = (await organizer.agent.post(`${base}/schedule`).expect(200)).body as ScheduleDraft;
    expect(redrafted.flagged).toEqual(saved.body.flagged);
    expect(redrafted.placed.find((p) => p.matchId === '1-league-1-1')).toEqual(ada);
    const view = (await organizer.agent.get(`${base}/schedule?view=draft`).expect(200)).body as OrderOfPlay;
    expect(view.flagged).toEqual(saved.body.flagged);
    expect(view.matches.find((m) => m.matchId === '1-league-1-1')?.locked).toBe(true);

    // Back inside the hours, nothing is flagged.
    const back = await organizer.agent.put(`${base}/schedule-settings`).send(oneDaySettings()).expect(200);
    expect(back.body.flagged).toEqual([]);
  });
});

const tournamentPath = (tournamentId: number) => `/api/tournaments/${tournamentId}`;

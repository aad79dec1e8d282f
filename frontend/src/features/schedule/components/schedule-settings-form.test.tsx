import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScheduleSettingsBody } from '@rallypoint/shared';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeViewedTournament } from '@/testing/fixtures';
import { callsTo, errorReply, serveApi, type RecordedRequest } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { orderOfPlay, settingsView } from '../testing-data';
import { OrderOfPlayManager } from './order-of-play-manager';

const tournament = makeViewedTournament({
  id: 7,
  startDate: '2099-06-06',
  endDate: '2099-06-07',
  registrationDeadline: '2099-06-01',
  timeZone: 'Europe/London',
});

/** The PUT's answer: what was sent, saved, in the tournament's zone. */
const saved = (request: RecordedRequest, flagged: { matchId: string; message: string }[] = []) => ({
  body: { ...(request.body as ScheduleSettingsBody), timeZone: 'Europe/London', savedAt: '2099-01-02T10:00:00.000Z', flagged },
});

const noDraft = { body: orderOfPlay({ matches: [], days: [], day: null, summary: null }) };

async function setDay(user: ReturnType<typeof renderWithProviders>['user'], form: HTMLElement, label: string, date: string) {
  const field = within(form).getByLabelText(label);
  await user.clear(field);
  await user.type(field, date);
}

describe('schedule settings', () => {
  it('saves the settings the organizer edits, as numbers and lists the API takes, without a zone of its own', async () => {
    const apiLog = serveApi({
      'GET /api/tournaments/7': { body: tournament },
      'GET /api/tournaments/7/schedule-settings': { body: settingsView({ savedAt: null }) },
      'PUT /api/tournaments/7/schedule-settings': (request) => saved(request),
      'GET /api/tournaments/7/schedule': noDraft,
    });
    const { user } = renderWithProviders(<OrderOfPlayManager tournamentId={7} />);
    const form = await screen.findByRole('form', { name: 'Schedule settings' });
    await user.click(within(form).getByRole('button', { name: 'Add court' }));
    await user.clear(within(form).getByLabelText('League match'));
    await user.type(within(form).getByLabelText('League match'), '45');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    // Once saved, the draft step appears.
    expect(await screen.findByRole('button', { name: 'Compute order of play' })).toBeInTheDocument();
    const [put] = callsTo(apiLog, 'PUT /api/tournaments/7/schedule-settings');
    expect(put.body).toEqual({
      courts: [{ name: 'Centre' }, { name: 'Court 2' }, { name: 'Court 3' }],
      days: [{ date: '2099-06-06', start: '09:00', end: '18:00' }],
      minutes: { league: 45, 'semi-final': 75, final: 90 },
      restMinutes: 30,
    });
  });

  it('shows the tournament’s zone and dates read-only, with the way to change them, and passes axe', async () => {
    serveApi({
      'GET /api/tournaments/7': { body: tournament },
      'GET /api/tournaments/7/schedule-settings': { body: settingsView({ savedAt: null, timeZone: 'Europe/London' }) },
    });
    renderWithProviders(
      <OrderOfPlayManager tournamentId={7} changeTournament={<button type="button">Change tournament details</button>} />,
    );
    const form = await screen.findByRole('form', { name: 'Schedule settings' });
    expect(screen.getByText('Time zone').nextSibling).toHaveTextContent('Europe/London');
    expect(screen.getByText('Tournament dates').nextSibling).toHaveTextContent('Jun 6, 2099 – Jun 7, 2099');
    expect(screen.queryByRole('combobox', { name: 'Time zone' })).not.toBeInTheDocument();
    // Outside the settings form, so the tournament's own form never submits it.
    expect(within(form).queryByRole('button', { name: 'Change tournament details' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change tournament details' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows field messages and does not save a day that ends before it starts', async () => {
    const apiLog = serveApi({
      'GET /api/tournaments/7': { body: tournament },
      'GET /api/tournaments/7/schedule-settings': { body: settingsView({ savedAt: null }) },
    });
    const { user } = renderWithProviders(<OrderOfPlayManager tournamentId={7} />);
    const form = await screen.findByRole('form', { name: 'Schedule settings' });
    const until = within(form).getByLabelText('Until');
    await user.clear(until);
    await user.type(until, '08:00');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('A playing day must end after it starts')).toBeInTheDocument();
    expect(callsTo(apiLog, 'PUT /api/tournaments/7/schedule-settings')).toHaveLength(0);
  });

  it('refuses a playing day outside the tournament’s dates with the server’s words, and saves nothing', async () => {
    const apiLog = serveApi({
      'GET /api/tournaments/7': { body: tournament },
      'GET /api/tournaments/7/schedule-settings': { body: settingsView({ savedAt: null }) },
    });
    const { user } = renderWithProviders(<OrderOfPlayManager tournamentId={7} />);
    const form = await screen.findByRole('form', { name: 'Schedule settings' });
    await setDay(user, form, 'Day 1', '2099-06-09');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    const message = "2099-06-09 is outside the tournament's dates (2099-06-06 to 2099-06-07)";
    expect(await within(form).findByText(message)).toBeInTheDocument();
    const day = within(form).getByLabelText('Day 1');
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day).toHaveAccessibleDescription(message);
    await waitFor(() => expect(day).toHaveFocus());
    expect(within(form).getByRole('button', { name: "Move the tournament's dates" })).toBeInTheDocument();
    expect(callsTo(apiLog, 'PUT /api/tournaments/7/schedule-settings')).toHaveLength(0);
    await expectNoAxeViolations(form);
  });

  it('moves the tournament’s dates to hold the playing days once confirmed (the deadline following the start), then saves', async () => {
    const apiLog = serveApi({
      'GET /api/tournaments/7': { body: tournament },
      'GET /api/tournaments/7/schedule-settings': { body: settingsView({ savedAt: null }) },
      'PATCH /api/tournaments/7': (request) => ({ body: { ...tournament, ...(request.body as object) } }),
      'PUT /api/tournaments/7/schedule-settings': (request) => saved(request),
      'GET /api/tournaments/7/schedule': noDraft,
    });
    const { user } = renderWithProviders(<OrderOfPlayManager tournamentId={7} />);
    const form = await screen.findByRole('form', { name: 'Schedule settings' });
    await setDay(user, form, 'Day 1', '2099-05-30');
    await user.click(within(form).getByRole('button', { name: 'Add day' }));
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await user.click(await within(form).findByRole('button', { name: "Move the tournament's dates" }));

    const confirm = await screen.findByRole('alertdialog', { name: "Move the tournament's dates?" });
    expect(confirm).toHaveTextContent(
      'The tournament will run from May 30, 2099 to May 31, 2099 (now Jun 6, 2099 – Jun 7, 2099)',
    );
    expect(confirm).toHaveTextContent('Registration will close on May 30, 2099, as it must close by the start.');
    await expectNoAxeViolations(confirm);
    await user.click(within(confirm).getByRole('button', { name: 'Move dates and save' }));

    expect(await screen.findByRole('button', { name: 'Compute order of play' })).toBeInTheDocument();
    expect(callsTo(apiLog, 'PATCH /api/tournaments/7')[0].body).toEqual({
      startDate: '2099-05-30',
      endDate: '2099-05-31',
      registrationDeadline: '2099-05-30',
    });
    expect((callsTo(apiLog, 'PUT /api/tournaments/7/schedule-settings')[0].body as ScheduleSettingsBody).days).toEqual([
      { date: '2099-05-30', start: '09:00', end: '18:00' },
      { date: '2099-05-31', start: '09:00', end: '18:00' },
    ]);
    expect(screen.getByText('Tournament dates').nextSibling).toHaveTextContent('May 30, 2099 – May 31, 2099');
  });

  it('keeps the settings unsaved when the dates cannot move, and says why', async () => {
    const apiLog = serveApi({
      'GET /api/tournaments/7': { body: tournament },
      'GET /api/tournaments/7/schedule-settings': { body: settingsView({ savedAt: null }) },
      'PATCH /api/tournaments/7': errorReply(400, 'Only pending or upcoming tournaments can be edited'),
    });
    const { user } = renderWithProviders(<OrderOfPlayManager tournamentId={7} />);
    const form = await screen.findByRole('form', { name: 'Schedule settings' });
    await setDay(user, form, 'Day 1', '2099-06-09');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await user.click(await within(form).findByRole('button', { name: "Move the tournament's dates" }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Move dates and save' }));
    expect(await screen.findByText('Only pending or upcoming tournaments can be edited')).toBeInTheDocument();
    expect(callsTo(apiLog, 'PUT /api/tournaments/7/schedule-settings')).toHaveLength(0);
  });

  it('puts the server’s refusal of a day on that day’s field', async () => {
    const message = "2099-06-07 is outside the tournament's dates (2099-06-06 to 2099-06-06)";
    serveApi({
      // The dates changed elsewhere since the page loaded them.
      'GET /api/tournaments/7': { body: tournament },
      'GET /api/tournaments/7/schedule-settings': {
        body: settingsView({
          savedAt: null,
          days: [
            { date: '2099-06-07', start: '09:00', end: '18:00' },
            { date: '2099-06-06', start: '09:00', end: '18:00' },
          ],
        }),
      },
      // The sent days are in date order: index 1 is 2099-06-07, the form's Day 1.
      'PUT /api/tournaments/7/schedule-settings': errorReply(400, message, { fields: { 'days.1.date': [message] } }),
    });
    const { user } = renderWithProviders(<OrderOfPlayManager tournamentId={7} />);
    const form = await screen.findByRole('form', { name: 'Schedule settings' });
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(within(form).getByLabelText('Day 1')).toHaveAccessibleDescription(message));
    expect(within(form).getByLabelText('Day 2')).not.toHaveAttribute('aria-invalid');
  });

  it('lists the locked matches the saved settings leave outside, by their sides, under the settings', async () => {
    serveApi({
      'GET /api/tournaments/7': { body: tournament },
      'GET /api/tournaments/7/schedule-settings': { body: settingsView({ savedAt: null }) },
      'PUT /api/tournaments/7/schedule-settings': (request) =>
        saved(request, [{ matchId: '1-league-1-1', message: 'Centre at 17:30 ends after the hours (09:00 to 17:00)' }]),
      'GET /api/tournaments/7/schedule': noDraft,
    });
    const names: Record<string, string> = { '1-league-1-1': 'Ada Ace v Bo Baseline' };
    const { user } = renderWithProviders(<OrderOfPlayManager tournamentId={7} matchName={(id) => names[id]} />);
    const form = await screen.findByRole('form', { name: 'Schedule settings' });
    await user.clear(within(form).getByLabelText('Until'));
    await user.type(within(form).getByLabelText('Until'), '17:00');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    const flagged = await screen.findByRole('region', { name: 'Locked matches outside the settings (1)' });
    expect(flagged).toHaveTextContent('Ada Ace v Bo Baseline: Centre at 17:30 ends after the hours (09:00 to 17:00)');
    expect(await screen.findByText('1 locked match lies outside them: see the list under the settings.')).toBeInTheDocument();
    await expectNoAxeViolations(flagged);
  });
});

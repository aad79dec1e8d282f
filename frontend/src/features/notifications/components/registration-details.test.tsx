import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { captureDownloads, defused, HOSTILE_NAMES, readCsvFile } from '@/testing/csv';
import { makeRegistration, pageOf } from '@/testing/fixtures';
import { callsTo, errorReply, serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { RegistrationDetails } from './registration-details';

/** An entry made by Enroll whose form was never filled: its profile's name, e-mail and account, no form fields. */
const enrolledWithoutForm = makeRegistration({
  id: 2,
  userId: 7,
  fullName: 'Maya Lopez',
  email: 'maya@example.com',
  phone: null,
  skillLevel: null,
  handedness: null,
  availableTimes: [],
  status: 'registered',
});
const withdrawn = makeRegistration({ id: 3, fullName: 'Wes Gone', email: 'wes@example.com', status: 'withdrawn' });

const HEADER = ['Name', 'Email', 'Phone', 'Sport', 'Skill Level', 'Handedness', 'Available Times', 'Registration Date', 'Status'];

describe('RegistrationDetails: Download CSV', () => {
  it('saves a UTF-8 CSV with a BOM, labels instead of codes, every name intact and every formula defused', async () => {
    const registrations = HOSTILE_NAMES.map((fullName, index) =>
      makeRegistration({
        id: index + 1,
        fullName,
        email: `p${index}@example.com`,
        phone: index === 0 ? '+1 555 010 0000' : '5552223333',
      }),
    );
    serveApi({ 'GET /api/tournaments/12/registrations': { body: pageOf(registrations) } });
    const saved = captureDownloads();
    const { user } = renderWithProviders(<RegistrationDetails tournamentId={12} tournamentCode="SPR-2026" />);

    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('tournament-12-registrations.csv');
    expect(saved[0].blob.type).toBe('text/csv;charset=utf-8');
    const { bytes, rows } = await readCsvFile(saved[0]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1).map((row) => row[0])).toEqual(HOSTILE_NAMES.map(defused));
    expect(rows[1]).toEqual([
      'Doe, Jane',
      'p0@example.com',
      "'+1 555 010 0000",
      'Pickleball',
      'Intermediate',
      'Left-handed',
      'Morning 9-12; Weekend Afternoon (Sat/Sun 1-5)',
      '2026-03-02',
      'Pending',
    ]);
    expect(screen.getByText(`${registrations.length} registrations exported.`)).toBeInTheDocument();
  });
});

describe('RegistrationDetails: the entries', () => {
  const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

  it('lists entries made either way: blanks for the form fields Enroll has not filled, and status labels', async () => {
    serveApi({
      'GET /api/tournaments/12/registrations': { body: pageOf([makeRegistration(), enrolledWithoutForm, withdrawn]) },
    });
    renderWithProviders(<RegistrationDetails tournamentId={12} tournamentCode="SPR-2026" />);

    await screen.findByRole('cell', { name: 'Maya Lopez' });
    const cells = (name: string) =>
      within(rowOf(name))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Sam Smash')).toEqual([
      'Sam Smash',
      'sam@example.com5552223333',
      'Intermediate',
      'Left-handed',
      'Morning 9-12; Weekend Afternoon (Sat/Sun 1-5)',
      'Mar 2, 2026',
      'Pending',
      'Withdraw',
    ]);
    expect(cells('Maya Lopez')).toEqual([
      'Maya Lopez',
      'maya@example.com—',
      '—',
      '—',
      '—',
      'Mar 2, 2026',
      'Registered',
      'Withdraw',
    ]);
    expect(cells('Wes Gone').slice(6)).toEqual(['Withdrawn', '']);
    expect(screen.getByText('(3)', { exact: false })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('withdraws an entry after asking, and says so', async () => {
    const apiLog = serveApi({
      'GET /api/tournaments/12/registrations': { body: pageOf([makeRegistration(), enrolledWithoutForm]) },
      'DELETE /api/tournaments/12/entries/2': { status: 204 },
    });
    const { user } = renderWithProviders(<RegistrationDetails tournamentId={12} tournamentCode="SPR-2026" />);

    await user.click(await screen.findByRole('button', { name: 'Withdraw Maya Lopez' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw Entry' });
    expect(dialog).toHaveTextContent('Maya Lopez gives up their place. If players are waiting, the first in line takes it');
    await expectNoAxeViolations();
    expect(callsTo(apiLog, 'DELETE /api/tournaments/12/entries/2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('Entry Withdrawn')).toBeInTheDocument();
    expect(callsTo(apiLog, 'DELETE /api/tournaments/12/entries/2')).toHaveLength(1);
    // The list is read again, to show the entry withdrawn.
    await waitFor(() => expect(callsTo(apiLog, 'GET /api/tournaments/12/registrations')).toHaveLength(2));
  });

  it("keeps the entry when the organizer cancels, and shows the server's refusal", async () => {
    const apiLog = serveApi({
      'GET /api/tournaments/12/registrations': { body: pageOf([enrolledWithoutForm]) },
      'DELETE /api/tournaments/12/entries/2': errorReply(409, 'This entry has already withdrawn'),
    });
    const { user } = renderWithProviders(<RegistrationDetails tournamentId={12} tournamentCode="SPR-2026" />);

    await user.click(await screen.findByRole('button', { name: 'Withdraw Maya Lopez' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(apiLog, 'DELETE /api/tournaments/12/entries/2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Withdraw Maya Lopez' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal Failed')).toBeInTheDocument();
    expect(screen.getByText('This entry has already withdrawn')).toBeInTheDocument();
  });

  it('exports an entry made by Enroll with blank form fields and its status label', async () => {
    serveApi({ 'GET /api/tournaments/12/registrations': { body: pageOf([enrolledWithoutForm, withdrawn]) } });
    const saved = captureDownloads();
    const { user } = renderWithProviders(<RegistrationDetails tournamentId={12} tournamentCode="SPR-2026" />);

    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const { rows } = await readCsvFile(saved[0]);
    expect(rows[0]).toEqual(HEADER);
    expect(rows[1]).toEqual(['Maya Lopez', 'maya@example.com', '', 'Pickleball', '', '', '', '2026-03-02', 'Registered']);
    expect(rows[2][8]).toBe('Withdrawn');
  });
});

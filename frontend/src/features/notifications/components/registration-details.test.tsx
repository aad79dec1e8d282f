import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads, defused, HOSTILE_NAMES, readCsvFile } from '@/testing/csv';
import { makeRegistration, pageOf } from '@/testing/fixtures';
import { serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { RegistrationDetails } from './registration-details';

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

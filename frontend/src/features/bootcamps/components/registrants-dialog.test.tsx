import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads, defused, HOSTILE_NAMES, readCsvFile } from '@/testing/csv';
import { serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { makeRegistrant, pageOf } from '../testing/bootcamp-data';
import { RegistrantsDialog } from './registrants-dialog';

describe('RegistrantsDialog: Download CSV', () => {
  it('saves a UTF-8 CSV with a BOM, every name intact and every formula defused', async () => {
    const registrants = [
      ...HOSTILE_NAMES.map((name, index) => makeRegistrant({ id: index + 1, name, email: `p${index}@example.com` })),
      makeRegistrant({ id: 99, name: null, email: '@evil.test' }),
    ];
    serveApi({ 'GET /api/bootcamps/3/registrations': { body: pageOf(registrants) } });
    const saved = captureDownloads();
    const { user } = renderWithProviders(<RegistrantsDialog bootcamp={{ id: 3, title: 'Serve Clinic' }} />);

    await user.click(screen.getByRole('button', { name: 'Manage Registrations' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('bootcamp-3-registrations.csv');
    const { bytes, rows } = await readCsvFile(saved[0]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(rows[0]).toEqual(['Name', 'Email', 'Registration Date']);
    expect(rows.slice(1)).toEqual([
      ...HOSTILE_NAMES.map((name, index) => [defused(name), `p${index}@example.com`, '2026-06-02']),
      ['Unknown', "'@evil.test", '2026-06-02'],
    ]);
  });
});

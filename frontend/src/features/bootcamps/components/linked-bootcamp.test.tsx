import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { makeAvailableBootcamp, pageOf } from '../testing/bootcamp-data';
import { AvailableBootcampsCard } from './available-bootcamps-card';

/** Registration and waitlist e-mails link to /dashboard?bootcamp={id}: that bootcamp is the one marked. */
describe('a link to one bootcamp', () => {
  it('marks the bootcamp /dashboard?bootcamp= names, and no other', async () => {
    serveApi({
      'GET /api/bootcamps': {
        body: pageOf([
          makeAvailableBootcamp({ id: 3, title: 'Serve Clinic' }),
          makeAvailableBootcamp({ id: 4, title: 'Net Camp' }),
        ]),
      },
    });
    renderWithProviders(<AvailableBootcampsCard />, { route: '/dashboard?bootcamp=4' });
    const named = (await screen.findByRole('heading', { name: 'Net Camp' })).closest('li');
    expect(named).toHaveAttribute('aria-current', 'true');
    expect(named).toHaveAttribute('id', 'bootcamp-4');
    expect(screen.getByRole('heading', { name: 'Serve Clinic' }).closest('li')).not.toHaveAttribute('aria-current');
  });
});

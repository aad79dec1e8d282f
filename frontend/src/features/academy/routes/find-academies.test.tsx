import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, serveApi } from '@/testing/serve-api';
import { makeAcademy } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { FindAcademiesRoute } from './find-academies';

const page = (items: unknown[], total = items.length) => ({ body: { items, total, page: 1, pageSize: 12 } });

describe('FindAcademiesRoute (/find-academies)', () => {
  it('lists academies as cards linking to /academy/{id}, with the total', async () => {
    serveApi({ 'GET /api/academies': page([makeAcademy({ id: 5, name: 'Spin Hall' })], 1) });
    renderWithProviders(<FindAcademiesRoute />);

    expect(await screen.findByText('Spin Hall')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Academy' })).toHaveAttribute('href', '/academy/5');
    expect(screen.getByText('1–1 of 1 academies')).toBeInTheDocument();
  });

  it("says 'No Academies Found' when nothing matches", async () => {
    serveApi({ 'GET /api/academies': page([]) });
    renderWithProviders(<FindAcademiesRoute />);
    expect(await screen.findByText('No Academies Found')).toBeInTheDocument();
  });

  it('sends search and filters, table_tennis included, to the server', async () => {
    const apiLog = serveApi({ 'GET /api/academies': page([makeAcademy()]) });
    const { user } = renderWithProviders(<FindAcademiesRoute />);
    await screen.findByText('RallyPoint Academy');

    await user.selectOptions(screen.getByLabelText('Sport'), 'table_tennis');
    await user.selectOptions(screen.getByLabelText('Price Range'), 'budget');
    await user.selectOptions(screen.getByLabelText('Minimum Rating'), '4.5');
    await user.type(screen.getByLabelText('Search'), 'ny');

    await waitFor(() => {
      const last = callsTo(apiLog, 'GET /api/academies').at(-1)!;
      const params = new URL(last.url, 'http://x').searchParams;
      expect(Object.fromEntries(params)).toEqual({
        page: '1',
        pageSize: '12',
        sport: 'table_tennis',
        priceRange: 'budget',
        minRating: '4.5',
        search: 'ny',
      });
    });
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '@/testing/serve-api';
import { makeMembership } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { MyAcademyCard } from './my-academy-card';

describe('MyAcademyCard', () => {
  it('offers Open Student Dashboard and Academy Info to an active member', async () => {
    serveApi({ 'GET /api/academies/my-membership': { body: makeMembership({ status: 'active' }) } });
    renderWithProviders(<MyAcademyCard />);

    expect(await screen.findByRole('link', { name: 'Open Student Dashboard' }, { timeout: 3000 })).toHaveAttribute(
      'href',
      '/student-dashboard',
    );
    expect(screen.getByRole('link', { name: 'Academy Info' })).toHaveAttribute('href', '/academy/1');
  });

  it.each([
    ['pending', { body: makeMembership({ status: 'pending' }) }],
    ['rejected', { body: makeMembership({ status: 'rejected' }) }],
    ['none', { text: 'null' }],
  ])('offers a single button to /academy/1 when the membership is %s', async (_state, reply) => {
    serveApi({ 'GET /api/academies/my-membership': reply });
    renderWithProviders(<MyAcademyCard />);

    const links = await screen.findAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/academy/1');
    expect(screen.queryByText('Open Student Dashboard')).not.toBeInTheDocument();
  });
});

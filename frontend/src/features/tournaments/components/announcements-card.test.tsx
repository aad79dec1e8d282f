import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serveApi } from '@/testing/serve-api';
import { pageOf } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { AnnouncementsCard } from './announcements-card';

const announcement = {
  id: 4,
  tournamentId: 12,
  title: 'Courts moved',
  message: 'Play starts on courts 5-8.\nBring water.',
  postedBy: 'Olive Organizer',
  postedAt: '2026-04-09T15:30:00.000Z',
};

describe('AnnouncementsCard', () => {
  it('shows each announcement with who posted it and when, newest first as the server lists them', async () => {
    serveApi({ 'GET /api/tournaments/12/announcements': { body: pageOf([announcement]) } });
    renderWithProviders(<AnnouncementsCard tournamentId={12} />);

    expect(await screen.findByRole('heading', { name: 'Announcements' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Courts moved' })).toBeInTheDocument();
    expect(screen.getByText(/Olive Organizer · Apr 9, 2026/)).toBeInTheDocument();
    expect(screen.getByText(/Bring water\./)).toBeInTheDocument();
  });

  it('takes no room while there is none', async () => {
    const apiLog = serveApi({ 'GET /api/tournaments/12/announcements': { body: pageOf([]) } });
    renderWithProviders(<AnnouncementsCard tournamentId={12} />);
    await vi.waitFor(() => expect(apiLog.requests).not.toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});

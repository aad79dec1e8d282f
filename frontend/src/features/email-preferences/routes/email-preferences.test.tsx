import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, errorReply, serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { EmailPreferencesRoute } from './email-preferences';

describe('EmailPreferencesRoute', { timeout: 20_000 }, () => {
  it('shows the stored choice and says transactional mail always goes', async () => {
    serveApi({ 'GET /api/me/email-preferences': { body: { tournamentNews: true } } });
    renderWithProviders(<EmailPreferencesRoute />);
    const box = await screen.findByRole('checkbox', { name: 'Tournament announcements and order-of-play news' });
    expect(box).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'E-mail Preferences' })).toBeInTheDocument();
    expect(screen.getByText(/Account and entry e-mails always go/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Preferences' })).toBeDisabled();
  });

  it('saves the switched-off choice and shows it saved', async () => {
    const apiLog = serveApi({
      'GET /api/me/email-preferences': { body: { tournamentNews: true } },
      'PUT /api/me/email-preferences': { body: { tournamentNews: false } },
    });
    const { user } = renderWithProviders(<EmailPreferencesRoute />);
    await user.click(await screen.findByRole('checkbox', { name: 'Tournament announcements and order-of-play news' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Preferences Saved')).toBeInTheDocument();
    expect(callsTo(apiLog, 'PUT /api/me/email-preferences')[0].body).toEqual({ tournamentNews: false });
    await waitFor(() => expect(screen.getByRole('checkbox')).not.toBeChecked());
    expect(screen.getByRole('button', { name: 'Save Preferences' })).toBeDisabled();
  });

  it('says so when the preferences cannot be loaded', async () => {
    serveApi({ 'GET /api/me/email-preferences': errorReply(500, 'Internal server error') });
    renderWithProviders(<EmailPreferencesRoute />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your preferences.');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, errorReply, serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { UnsubscribeRoute } from './unsubscribe';

const UNSUBSCRIBED = 'You will no longer receive tournament announcements and order-of-play news by e-mail.';

describe('UnsubscribeRoute', { timeout: 20_000 }, () => {
  it('asks before it unsubscribes: opening the page sends nothing', async () => {
    const apiLog = serveApi({});
    renderWithProviders(<UnsubscribeRoute />, { route: '/unsubscribe?token=abc.def' });
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
    expect(callsTo(apiLog, 'POST /api/mail/unsubscribe')).toHaveLength(0);
  });

  it("sends the one-click request with the link's token and shows the answer", async () => {
    const apiLog = serveApi({ 'POST /api/mail/unsubscribe': { body: { message: UNSUBSCRIBED } } });
    const { user } = renderWithProviders(<UnsubscribeRoute />, { route: '/unsubscribe?token=abc.def' });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(UNSUBSCRIBED);
    const [call] = callsTo(apiLog, 'POST /api/mail/unsubscribe');
    expect(new URL(call.url, 'http://x').searchParams.get('token')).toBe('abc.def');
    expect(call.body).toEqual({ 'List-Unsubscribe': 'One-Click' });
  });

  it("shows the server's refusal of a link that is not valid", async () => {
    serveApi({ 'POST /api/mail/unsubscribe': errorReply(400, 'This unsubscribe link is not valid') });
    const { user } = renderWithProviders(<UnsubscribeRoute />, { route: '/unsubscribe?token=forged' });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
  });

  it('cannot be used without a token', async () => {
    serveApi({});
    renderWithProviders(<UnsubscribeRoute />, { route: '/unsubscribe' });
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeDisabled();
  });
});

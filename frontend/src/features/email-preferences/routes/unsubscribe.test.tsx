import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonError, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { UnsubscribeRoute } from './unsubscribe';

const UNSUBSCRIBED = 'You will no longer receive tournament announcements and order-of-play news by e-mail.';

describe('UnsubscribeRoute', { timeout: 20_000 }, () => {
  it('asks before it unsubscribes: opening the page sends nothing', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<UnsubscribeRoute />, { route: '/unsubscribe?token=abc.def' });
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
    expect(callsTo(fetchMock, 'POST /api/mail/unsubscribe')).toHaveLength(0);
  });

  it("sends the one-click request with the link's token and shows the answer", async () => {
    const fetchMock = mockFetch({ 'POST /api/mail/unsubscribe': { body: { message: UNSUBSCRIBED } } });
    const { user } = renderWithProviders(<UnsubscribeRoute />, { route: '/unsubscribe?token=abc.def' });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(UNSUBSCRIBED);
    const [call] = callsTo(fetchMock, 'POST /api/mail/unsubscribe');
    expect(new URL(call.url, 'http://x').searchParams.get('token')).toBe('abc.def');
    expect(call.body).toEqual({ 'List-Unsubscribe': 'One-Click' });
  });

  it("shows the server's refusal of a link that is not valid", async () => {
    mockFetch({ 'POST /api/mail/unsubscribe': jsonError(400, 'This unsubscribe link is not valid') });
    const { user } = renderWithProviders(<UnsubscribeRoute />, { route: '/unsubscribe?token=forged' });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
  });

  it('cannot be used without a token', async () => {
    mockFetch({});
    renderWithProviders(<UnsubscribeRoute />, { route: '/unsubscribe' });
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeDisabled();
  });
});

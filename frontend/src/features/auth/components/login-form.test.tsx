import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '@rallypoint/shared';
import { callsTo, errorReply, serveApi, never } from '@/testing/serve-api';
import { makeUser, renderWithProviders } from '@/testing/render';
import { LoginForm } from './login-form';

async function fillAndSubmit(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Username'), 'maya');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm', () => {
  it('shows both required messages on an empty submit and calls nothing', async () => {
    const apiLog = serveApi();
    const { user } = renderWithProviders(<LoginForm />);

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(LOGIN_MESSAGES.username)).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(apiLog.requests).toEqual([]);
  });

  it('toggles password visibility', async () => {
    const { user } = renderWithProviders(<LoginForm />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("reads 'Signing in...' while the request is pending", async () => {
    serveApi({ 'POST /api/auth/login': never });
    const { user } = renderWithProviders(<LoginForm />);

    await fillAndSubmit(user);

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });

  it('welcomes the user and goes to /dashboard on success', async () => {
    const apiLog = serveApi({ 'POST /api/auth/login': { body: makeUser() } });
    const { user } = renderWithProviders(<LoginForm />, { route: '/login' });

    await fillAndSubmit(user);

    expect(await screen.findByText('Welcome to RallyPoint!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(callsTo(apiLog, 'POST /api/auth/login')[0].body).toEqual({ username: 'maya', password: 'secret1' });
  });

  it("shows 'Login Failed' with the server's message", async () => {
    serveApi({ 'POST /api/auth/login': errorReply(403, 'Your account is pending e-mail verification') });
    const { user } = renderWithProviders(<LoginForm />);

    await fillAndSubmit(user);

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Your account is pending e-mail verification')).toBeInTheDocument();
  });

  it('falls back to a generic message when the server gave none', async () => {
    serveApi({ 'POST /api/auth/login': { status: 500, statusText: 'Internal Server Error', text: '' } });
    const { user } = renderWithProviders(<LoginForm />);

    await fillAndSubmit(user);

    await waitFor(() => expect(screen.getByText('Invalid credentials. Please try again.')).toBeInTheDocument());
    expect(screen.getByText('Login Failed')).toBeInTheDocument();
  });
});

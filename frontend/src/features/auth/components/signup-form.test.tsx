import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES } from '@rallypoint/shared';
import { callsTo, errorReply, serveApi, never } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { SignupForm } from './signup-form';

type User = ReturnType<typeof renderWithProviders>['user'];

async function fillValidForm(user: User) {
  await user.type(screen.getByLabelText('First Name'), 'Maya');
  await user.type(screen.getByLabelText('Last Name'), 'Lopez');
  await user.type(screen.getByLabelText('Username'), 'maya');
  await user.type(screen.getByLabelText('Email'), 'maya@example.com');
  await user.type(screen.getByLabelText('Phone'), '5551234567');
  await user.click(screen.getByLabelText('Pickleball'));
  await user.type(screen.getByLabelText('Address'), '1 Court St');
  await user.type(screen.getByLabelText('State'), 'CA');
  await user.type(screen.getByLabelText('ZIP Code'), '94110');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Sign Up' }));

describe('SignupForm', () => {
  it('shows every required-field message on an empty submit', async () => {
    const apiLog = serveApi();
    const { user } = renderWithProviders(<SignupForm />);

    await submit(user);

    for (const message of [
      'First name is required',
      'Last name is required',
      'Username must be at least 3 characters',
      'Invalid email address',
      'Phone number must be at least 10 digits',
      'Please select at least one sport',
      'Address is required',
      'State is required',
      'Valid ZIP code is required',
      'Password must be at least 6 characters',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(apiLog.requests).toEqual([]);
  });

  it('rejects too-short values and an invalid e-mail', async () => {
    serveApi();
    const { user } = renderWithProviders(<SignupForm />);

    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.type(screen.getByLabelText('State'), 'C');
    await user.type(screen.getByLabelText('ZIP Code'), '123');
    await user.type(screen.getByLabelText('Password'), '12345');
    await submit(user);

    expect(await screen.findByText(SIGNUP_MESSAGES.username)).toBeInTheDocument();
    expect(screen.getByText(SIGNUP_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(SIGNUP_MESSAGES.phone)).toBeInTheDocument();
    expect(screen.getByText(SIGNUP_MESSAGES.state)).toBeInTheDocument();
    expect(screen.getByText(SIGNUP_MESSAGES.zipCode)).toBeInTheDocument();
    expect(screen.getByText(SIGNUP_MESSAGES.password)).toBeInTheDocument();
  });

  it('says "Passwords don\'t match" when the confirmation differs', async () => {
    serveApi();
    const { user } = renderWithProviders(<SignupForm />);

    await fillValidForm(user);
    await user.type(screen.getByLabelText('Confirm Password'), 'X');
    await submit(user);

    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  });

  it('defaults the account type to individual player', () => {
    serveApi();
    renderWithProviders(<SignupForm />);

    expect(screen.getByLabelText('Account Type')).toHaveValue('individual_player');
  });

  it("reads 'Creating Account...' while pending and never sends confirmPassword", async () => {
    const apiLog = serveApi({ 'POST /api/auth/signup': never });
    const { user } = renderWithProviders(<SignupForm />);

    await fillValidForm(user);
    await submit(user);

    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    const [request] = callsTo(apiLog, 'POST /api/auth/signup');
    expect(request.body).toEqual({
      firstName: 'Maya',
      lastName: 'Lopez',
      username: 'maya',
      email: 'maya@example.com',
      phone: '5551234567',
      userType: 'individual_player',
      sports: ['pickleball'],
      addressLine1: '1 Court St',
      state: 'CA',
      zipCode: '94110',
      password: 'secret1',
    });
  });

  it('asks the user to verify their e-mail and returns to / on success', async () => {
    serveApi({ 'POST /api/auth/signup': { status: 201, body: { message: 'Account created', userId: 7 } } });
    const { user } = renderWithProviders(<SignupForm />, { route: '/signup' });

    await fillValidForm(user);
    await submit(user);

    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
    expect(screen.getByText(/check your e-mail/i)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it("shows 'Error creating account' with the server's message and field errors", async () => {
    serveApi({
      'POST /api/auth/signup': errorReply(409, 'Username is already taken', {
        fields: { username: ['Username is already taken'] },
      }),
    });
    const { user } = renderWithProviders(<SignupForm />);

    await fillValidForm(user);
    await submit(user);

    expect(await screen.findByText('Error creating account')).toBeInTheDocument();
    expect(screen.getAllByText('Username is already taken')).toHaveLength(2);
  });
});

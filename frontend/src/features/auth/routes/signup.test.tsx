import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { SignupRoute } from './signup';

describe('SignupRoute', () => {
  it('starts the form from the entry the address names, and says to keep the e-mail', async () => {
    serveApi();
    renderWithProviders(<SignupRoute />, {
      route: '/signup?firstName=Ana&lastName=de+la+Cruz&email=ana%2Bclub%40example.com&phone=%2B1+555+010+0199',
    });

    expect(screen.getByLabelText('First Name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Last Name')).toHaveValue('de la Cruz');
    expect(screen.getByLabelText('Email')).toHaveValue('ana+club@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('+1 555 010 0199');
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(screen.getByText(/Keep the e-mail address you registered with/)).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('prefills nothing it should not: other fields, and values the form would refuse', () => {
    serveApi();
    renderWithProviders(<SignupRoute />, {
      route: '/signup?firstName=%E2%80%AEnaA&email=nope&userType=organizer&username=admin&password=x',
    });

    expect(screen.getByLabelText('First Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(screen.getByLabelText('Account Type')).toHaveValue('individual_player');
    expect(screen.queryByText(/Keep the e-mail address you registered with/)).not.toBeInTheDocument();
  });
});

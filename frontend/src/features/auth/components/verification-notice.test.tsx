import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { VerificationNotice } from './verification-notice';

describe('VerificationNotice', () => {
  it('confirms a verified e-mail address', () => {
    renderWithProviders(<VerificationNotice />, { route: '/?verified=1' });
    expect(screen.getByRole('status')).toHaveTextContent('Your email address is verified. You can sign in now.');
  });

  it('explains a used or unknown link', () => {
    renderWithProviders(<VerificationNotice />, { route: '/?verified=0' });
    expect(screen.getByRole('alert')).toHaveTextContent(/invalid or has already been used/);
  });

  it('shows nothing on a plain visit', () => {
    renderWithProviders(<VerificationNotice />, { route: '/' });
    expect(screen.queryByText(/verif/i)).not.toBeInTheDocument();
  });
});

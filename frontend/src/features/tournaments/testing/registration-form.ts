import { screen } from '@testing-library/react';
import type { renderWithProviders } from '@/testing/render';

type User = ReturnType<typeof renderWithProviders>['user'];

/** The public registration form filled in as Sam Smash (sam@example.com, 5552223333, L3, left-handed, two slots). */
export async function fillRegistrationForm(user: User) {
  await user.type(screen.getByLabelText('Full Name'), 'Sam Smash');
  await user.type(screen.getByLabelText('Email'), 'sam@example.com');
  await user.type(screen.getByLabelText('Phone'), '5552223333');
  await user.selectOptions(screen.getByLabelText('Skill Level'), 'L3');
  await user.click(screen.getByLabelText('Left-handed'));
  await user.click(screen.getByLabelText('Morning 9-12'));
  await user.click(screen.getByLabelText('Flexible - Any available time'));
  await user.click(screen.getByLabelText(/I commit to playing/));
}

/** What the form above sends. */
export const SAM_SMASH_FORM = {
  tournamentId: 12,
  fullName: 'Sam Smash',
  sport: 'pickleball',
  email: 'sam@example.com',
  phone: '5552223333',
  skillLevel: 'L3',
  handedness: 'left',
  availableTimes: ['morning', 'flexible'],
  commitmentAcknowledged: true,
};

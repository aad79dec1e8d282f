import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, errorReply, serveApi } from '@/testing/serve-api';
import { makeMembership, makeMembershipApplication } from '@/testing/fixtures';
import { makeUser, renderWithProviders } from '@/testing/render';
import { AcademyRoute } from './academy';

const player = { 'GET /api/auth/me': { body: makeUser() } };

describe('AcademyRoute (/academy)', { timeout: 15000 }, () => {
  it("says 'Missing Information' when membership type or experience is missing, and sends nothing", async () => {
    const apiLog = serveApi({ ...player, 'GET /api/academies/my-membership': { text: 'null' } });
    const { user } = renderWithProviders(<AcademyRoute />);

    await user.click(await screen.findByRole('button', { name: 'Enroll Now' }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(screen.getByText('Please select a membership type')).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/academies/join')).toHaveLength(0);
  });

  it('applies to academy 1 with the enrollment fields and confirms', async () => {
    const apiLog = serveApi({
      ...player,
      'GET /api/academies/my-membership': { text: 'null' },
      'POST /api/academies/join': { status: 201, body: makeMembershipApplication() },
    });
    const { user } = renderWithProviders(<AcademyRoute />);

    await user.click(await screen.findByRole('button', { name: 'Enroll Now' }));
    await user.selectOptions(screen.getByLabelText('Membership Type *'), 'family');
    await user.selectOptions(screen.getByLabelText('Experience Level *'), 'competitive');
    await user.type(screen.getByLabelText('Goals'), 'Win the club league');
    await user.selectOptions(screen.getByLabelText('Preferred Schedule'), 'weekend');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Application Submitted')).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/academies/join')[0].body).toEqual({
      academyId: 1,
      membershipType: 'family',
      experience: 'competitive',
      goals: 'Win the club league',
      preferredSchedule: 'weekend',
    });
  });

  it("shows the page's own failure text, not the server's", async () => {
    serveApi({
      ...player,
      'GET /api/academies/my-membership': { text: 'null' },
      'POST /api/academies/join': errorReply(500, 'boom'),
    });
    const { user } = renderWithProviders(<AcademyRoute />);

    await user.click(await screen.findByRole('button', { name: 'Enroll Now' }));
    await user.selectOptions(screen.getByLabelText('Membership Type *'), 'individual');
    await user.selectOptions(screen.getByLabelText('Experience Level *'), 'beginner');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Failed to submit your academy application. Please try again.')).toBeInTheDocument();
  });

  it.each([
    ['pending', 'Application Pending'],
    ['active', 'Already a Member'],
  ] as const)('shows a %s membership as %s instead of the enrollment button', async (status, label) => {
    serveApi({ ...player, 'GET /api/academies/my-membership': { body: makeMembership({ status }) } });
    renderWithProviders(<AcademyRoute />);

    expect(await screen.findByRole('button', { name: label })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Enroll Now' })).not.toBeInTheDocument();
  });
});

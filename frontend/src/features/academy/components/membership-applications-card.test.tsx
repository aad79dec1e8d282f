import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, serveApi } from '@/testing/serve-api';
import { makeStudentMembership } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { MembershipApplicationsCard } from './membership-applications-card';

const pending = makeStudentMembership({ id: 9, applicantName: 'Maya Lopez' });
const list = (items = [pending, makeStudentMembership({ id: 2, applicantName: 'Leo Active', status: 'active' })]) => ({
  body: { items, total: items.length, page: 1, pageSize: 50 },
});

describe('MembershipApplicationsCard', () => {
  it('lists applications with their details; only pending ones can be decided', async () => {
    serveApi({ 'GET /api/admin/student-memberships': list() });
    renderWithProviders(<MembershipApplicationsCard />);

    expect(await screen.findByText('Maya Lopez', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getAllByText('RallyPoint Academy · Student · Age 15 · Grade 10th · Lincoln High · Evening')).toHaveLength(2);
    expect(screen.getByText('Leo Active')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
  });

  it('approves with status active', async () => {
    const apiLog = serveApi({
      'GET /api/admin/student-memberships': list(),
      'PATCH /api/admin/student-memberships/9': { body: { ...pending, status: 'active' } },
    });
    const { user } = renderWithProviders(<MembershipApplicationsCard />);

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Membership Approved')).toBeInTheDocument();
    expect(callsTo(apiLog, 'PATCH /api/admin/student-memberships/9')[0].body).toEqual({ status: 'active' });
  });

  it("says 'Failed to update membership status.' when the decision fails", async () => {
    serveApi({
      'GET /api/admin/student-memberships': list(),
      'PATCH /api/admin/student-memberships/9': { status: 500, text: '' },
    });
    const { user } = renderWithProviders(<MembershipApplicationsCard />);

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Failed to update membership status.')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    serveApi({ 'GET /api/admin/student-memberships': list([]) });
    renderWithProviders(<MembershipApplicationsCard />);
    expect(await screen.findByText('No membership applications yet.')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, errorReply, serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { makeAdminBootcamp, makeBootcamp, pageOf } from '../testing/bootcamp-data';
import { AdminBootcampsCard } from './admin-bootcamps-card';

const pendingCamp = {
  id: 4,
  title: 'Pending Camp',
  type: 'bootcamp',
  status: 'pending',
  skillLevel: 'beginner',
  price: '120.00',
} as const;
const pending = makeAdminBootcamp(pendingCamp);
const approved = makeAdminBootcamp({ id: 5, title: 'Approved Clinic', organizerName: null });

describe('AdminBootcampsCard', () => {
  it('shows the columns, type badges, Unknown for a missing organizer, and Approve/Reject only while pending', async () => {
    serveApi({ 'GET /api/admin/bootcamps': { body: pageOf([pending, approved]) } });
    renderWithProviders(<AdminBootcampsCard />);

    expect(screen.getByText('Bootcamp & Clinic Management')).toBeInTheDocument();
    expect(await screen.findByText('Pending Camp')).toBeInTheDocument();
    for (const column of ['Title', 'Type', 'Skill Level', 'Venue', 'Dates', 'Price', 'Organizer', 'Status', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const pendingRow = screen.getByRole('row', { name: /Pending Camp/ });
    expect(within(pendingRow).getByText('Bootcamp')).toBeInTheDocument();
    expect(within(pendingRow).getByText('Beginner')).toBeInTheDocument();
    expect(within(pendingRow).getByText('$120.00')).toBeInTheDocument();
    expect(within(pendingRow).getByText('Olive Organizer')).toBeInTheDocument();
    expect(within(pendingRow).getByText('Pending')).toBeInTheDocument();
    expect(within(pendingRow).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(pendingRow).getByRole('button', { name: 'Reject' })).toBeInTheDocument();

    const approvedRow = screen.getByRole('row', { name: /Approved Clinic/ });
    expect(within(approvedRow).getByText('Clinic')).toBeInTheDocument();
    expect(within(approvedRow).getByText('Unknown')).toBeInTheDocument();
    expect(within(approvedRow).getByText('Jul 1, 2026 – Jul 2, 2026')).toBeInTheDocument();
    expect(within(approvedRow).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(approvedRow).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('approves with {status: approved}', async () => {
    const apiLog = serveApi({
      'GET /api/admin/bootcamps': { body: pageOf([pending]) },
      // The decision answers the bootcamp itself, without the organizer's name the admin list adds.
      'PATCH /api/admin/bootcamps/4/approval': { body: makeBootcamp({ ...pendingCamp, status: 'approved' }) },
    });
    const { user } = renderWithProviders(<AdminBootcampsCard />);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Bootcamp Approved')).toBeInTheDocument();
    expect(callsTo(apiLog, 'PATCH /api/admin/bootcamps/4/approval')[0].body).toEqual({ status: 'approved' });
  });

  it("says 'Failed to update bootcamp status.' when a decision fails", async () => {
    serveApi({
      'GET /api/admin/bootcamps': { body: pageOf([pending]) },
      'PATCH /api/admin/bootcamps/4/approval': errorReply(409, 'already decided'),
    });
    const { user } = renderWithProviders(<AdminBootcampsCard />);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Failed to update bootcamp status.')).toBeInTheDocument();
  });

  it('deletes only after the exact confirmation, and says so when it fails', async () => {
    const apiLog = serveApi({
      'GET /api/admin/bootcamps': { body: pageOf([approved]) },
      'DELETE /api/admin/bootcamps/5': { status: 500, text: '' },
    });
    const { user } = renderWithProviders(<AdminBootcampsCard />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(callsTo(apiLog, 'DELETE /api/admin/bootcamps/5')).toHaveLength(0);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete "Approved Clinic"? This will also remove all registrations.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete bootcamp.')).toBeInTheDocument();
    expect(callsTo(apiLog, 'DELETE /api/admin/bootcamps/5')).toHaveLength(1);
  });

  it('shows an empty state', async () => {
    serveApi({ 'GET /api/admin/bootcamps': { body: pageOf([]) } });
    renderWithProviders(<AdminBootcampsCard />);
    expect(await screen.findByText('No bootcamps or clinics yet')).toBeInTheDocument();
  });
});

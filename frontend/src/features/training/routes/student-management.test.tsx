import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonError, mockFetch } from '@/testing/mock-fetch';
import { makeUser, renderApp } from '@/testing/render';

const admin = { 'GET /api/auth/me': { body: makeUser({ role: 'admin' }) } };
const students = {
  'GET /api/admin/active-students': {
    body: {
      items: [
        {
          id: 42,
          firstName: 'Sam',
          lastName: 'Student',
          username: 'sam',
          email: 'sam@example.com',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 50,
    },
  },
};

describe('StudentManagementRoute', () => {
  it("shows 'Access Denied' to non-admins", async () => {
    mockFetch({ 'GET /api/auth/me': { body: makeUser() } });
    renderApp('/admin/student-schedules');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('You need admin privileges to access this page.')).toBeInTheDocument();
  });

  it.each([
    ['/admin/student-schedules', 'Schedules'],
    ['/admin/student-progress', 'Progress'],
    ['/admin/announcements', 'Announcements'],
    ['/admin-student-management', 'Schedules'],
  ])('%s opens the %s tab', async (route, tab) => {
    mockFetch({ ...admin, ...students });
    renderApp(route);
    expect(await screen.findByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  });

  it("says 'No student selected' when scheduling without a student", async () => {
    const fetchMock = mockFetch({ ...admin, ...students });
    const { user } = renderApp('/admin/student-schedules');
    await user.type(await screen.findByLabelText('Lesson title'), 'Serve clinic');
    await user.type(screen.getByLabelText('Instructor'), 'Coach Rivera');
    await user.type(screen.getByLabelText('Date'), '2030-05-02');
    await user.type(screen.getByLabelText('Time'), '17:30');
    await user.selectOptions(screen.getByLabelText('Lesson type'), 'Group');
    await user.click(screen.getByRole('button', { name: 'Schedule Lesson' }));
    expect(await screen.findByText('No student selected')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  }, 20_000);

  it('sends performance for the selected student and shows the server message on failure', async () => {
    const fetchMock = mockFetch({
      ...admin,
      ...students,
      'POST /api/admin/students/42/metrics': jsonError(409, 'This user does not have an active academy membership'),
    });
    const { user } = renderApp('/admin-student-management');
    await user.click(await screen.findByRole('button', { name: /Sam Student/ }));
    await user.click(screen.getByRole('tab', { name: 'Performance' }));
    await user.type(screen.getByLabelText('Assessment date'), '2026-11-20');
    for (const [label, value] of [
      ['Attendance (%)', '90'],
      ['Technical skills (%)', '70'],
      ['Consistency (%)', '60'],
      ['Effort (%)', '99'],
    ]) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Update Performance' }));
    expect(await screen.findByText('This user does not have an active academy membership')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/students/42/metrics')[0].body).toEqual({
      date: '2026-11-20',
      attendance: 90,
      technicalSkills: 70,
      consistency: 60,
      effort: 99,
      notes: '',
    });
  }, 20_000);

  it('sends an announcement to every active student when none is selected', async () => {
    const fetchMock = mockFetch({
      ...admin,
      ...students,
      'POST /api/admin/students/0/announcements': {
        status: 201,
        body: { id: 1, message: 'Announcement sent' },
      },
    });
    const { user } = renderApp('/admin/announcements');
    expect(await screen.findByText('To: every active student')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Open day');
    await user.type(screen.getByLabelText('Message'), 'Come along on Saturday');
    await user.selectOptions(screen.getByLabelText('Type'), 'info');
    await user.click(screen.getByRole('button', { name: 'Send Announcement' }));
    expect(await screen.findByText('Announcement Sent')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/students/0/announcements')[0].body).toEqual({
      title: 'Open day',
      content: 'Come along on Saturday',
      type: 'info',
      priority: 'normal',
    });
  }, 20_000);
});

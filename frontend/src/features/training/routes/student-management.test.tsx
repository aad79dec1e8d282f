import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { callsTo, errorReply, serveApi } from '@/testing/serve-api';
import { LocationProbe, makeUser, renderApp } from '@/testing/render';

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
  // Selecting Sam shows his record: nothing entered yet.
  'GET /api/admin/students/42/record': {
    body: {
      progress: {
        currentLevel: null,
        lessonsCompleted: 0,
        skillProgress: null,
        skills: null,
        instructorNotes: '',
        lastAssessment: null,
      },
      metrics: { assessment: null, date: null, notes: '', matchRecord: { played: 0, won: 0, lost: 0, lastFive: [] } },
      upcomingLessons: [],
    },
  },
};

describe('StudentManagementRoute', () => {
  it("shows 'Access Denied' to non-admins", async () => {
    serveApi({ 'GET /api/auth/me': { body: makeUser() } });
    renderApp('/admin/student-schedules');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('You need admin privileges to access this page.')).toBeInTheDocument();
  });

  it.each([
    ['/admin/student-schedules', 'Schedules'],
    ['/admin/student-progress', 'Progress'],
    ['/admin/announcements', 'Announcements'],
    ['/admin-student-management', 'Schedules'],
    ['/admin-student-management?tab=performance', 'Performance'],
    ['/admin/student-schedules?tab=progress', 'Progress'],
  ])('%s opens the %s tab', async (route, tab) => {
    serveApi({ ...admin, ...students });
    renderApp(route);
    expect(await screen.findByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  });

  it.each([
    ['Schedules', '/admin/student-schedules'],
    ['Progress', '/admin/student-progress'],
    ['Announcements', '/admin/announcements'],
    ['Performance', '/admin-student-management?tab=performance'],
  ])('choosing %s puts it in the URL (%s), so a reload opens it again', async (tab, url) => {
    serveApi({ ...admin, ...students });
    const { user, unmount } = renderApp(tab === 'Schedules' ? '/admin/student-progress' : '/admin/student-schedules');
    await user.click(await screen.findByRole('tab', { name: tab }));
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('location').textContent).toBe(url);
    unmount();

    renderApp(url);
    expect(await screen.findByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  });

  it('follows the URL when going back, keeping the selected student', async () => {
    serveApi({ ...admin, ...students });
    const user = userEvent.setup();
    function Back() {
      const navigate = useNavigate();
      return <button onClick={() => navigate(-1)}>Back</button>;
    }
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={['/admin-student-management?tab=performance', '/admin/student-progress']} initialIndex={1}>
          <AppRoutes />
          <Back />
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('tab', { name: 'Progress' })).toHaveAttribute('aria-selected', 'true');
    await user.click(await screen.findByRole('button', { name: /Sam Student/ }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('tab', { name: 'Performance' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('location').textContent).toBe('/admin-student-management?tab=performance');
    expect(screen.getByText('Selected: Sam Student')).toBeInTheDocument();
  });

  it("says 'No student selected' when scheduling without a student", async () => {
    const apiLog = serveApi({ ...admin, ...students });
    const { user } = renderApp('/admin/student-schedules');
    await user.type(await screen.findByLabelText('Lesson title'), 'Serve clinic');
    await user.type(screen.getByLabelText('Instructor'), 'Coach Rivera');
    await user.type(screen.getByLabelText('Date'), '2030-05-02');
    await user.type(screen.getByLabelText('Time'), '17:30');
    await user.selectOptions(screen.getByLabelText('Lesson type'), 'Group');
    await user.click(screen.getByRole('button', { name: 'Schedule Lesson' }));
    expect(await screen.findByText('No student selected')).toBeInTheDocument();
    expect(apiLog.requests.filter(({ method }) => method === 'POST')).toHaveLength(0);
  }, 20_000);

  it('sends performance for the selected student and shows the server message on failure', async () => {
    const apiLog = serveApi({
      ...admin,
      ...students,
      'POST /api/admin/students/42/metrics': errorReply(409, 'This user does not have an active academy membership'),
    });
    const { user } = renderApp('/admin-student-management');
    await user.click(await screen.findByRole('button', { name: /Sam Student/ }));
    await user.click(screen.getByRole('tab', { name: 'Performance' }));
    await user.type(screen.getByLabelText('Assessment date'), '2026-11-20');
    for (const [label, value] of [
      ['Attendance (%)', '90'],
      ['Technical Skills (%)', '70'],
      ['Consistency (%)', '60'],
      ['Effort (%)', '99'],
    ]) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Update Performance' }));
    expect(await screen.findByText('This user does not have an active academy membership')).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/admin/students/42/metrics')[0].body).toEqual({
      date: '2026-11-20',
      attendance: 90,
      technicalSkills: 70,
      consistency: 60,
      effort: 99,
      notes: '',
    });
  }, 20_000);

  it('sends an announcement to every active student when none is selected', async () => {
    const apiLog = serveApi({
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
    expect(callsTo(apiLog, 'POST /api/admin/students/0/announcements')[0].body).toEqual({
      title: 'Open day',
      content: 'Come along on Saturday',
      type: 'info',
      priority: 'normal',
    });
  }, 20_000);
});

describe("the selected student's record", () => {
  it('shows what was entered, and says so plainly where nothing was', async () => {
    serveApi({
      ...admin,
      ...students,
      'GET /api/admin/students/42/record': {
        body: {
          progress: {
            currentLevel: null,
            lessonsCompleted: 0,
            skillProgress: null,
            skills: null,
            instructorNotes: '',
            lastAssessment: null,
          },
          metrics: {
            assessment: { attendance: 88, improvement: 77, consistency: 66, effort: 99 },
            date: '2026-11-20',
            notes: '',
            matchRecord: { played: 0, won: 0, lost: 0, lastFive: [] },
          },
          upcomingLessons: [
            {
              id: 3,
              title: 'Serve clinic',
              instructor: 'Coach Rivera',
              date: '2026-12-01',
              time: '17:30',
              type: 'Individual',
              status: 'scheduled',
              notes: '',
            },
          ],
        },
      },
    });
    const { user } = renderApp('/admin-student-management');
    await user.click(await screen.findByRole('button', { name: /Sam Student/ }));

    expect(await screen.findByRole('heading', { name: 'On Record for Sam Student' })).toBeInTheDocument();
    expect(screen.getByText('No progress entered yet')).toBeInTheDocument();
    expect(await screen.findByText(/Attendance 88% · Technical Skills 77% · Consistency 66% · Effort 99%/)).toBeInTheDocument();
    expect(screen.getByText('Serve clinic · Dec 1, 2026 17:30 · Coach Rivera')).toBeInTheDocument();
  }, 20_000);
});

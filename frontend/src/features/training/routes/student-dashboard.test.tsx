import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, errorReply, serveApi } from '@/testing/serve-api';
import { makeUser, renderApp } from '@/testing/render';

// The Performance tab also shows the player's ratings: none yet.
const me = { 'GET /api/auth/me': { body: makeUser() }, 'GET /api/me/ratings': { body: { ratings: [], trends: [] } } };
const emptyPage = { items: [], total: 0, page: 1, pageSize: 50 };

describe('StudentDashboardRoute', () => {
  it("shows 'Membership Not Active' when the server refuses the student calls", async () => {
    serveApi({
      ...me,
      'GET /api/student/progress': errorReply(403, 'Membership Not Active'),
    });
    renderApp('/student-dashboard');
    expect(await screen.findByText('Membership Not Active')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows the lessons, and the display defaults marked as no assessment yet', async () => {
    serveApi({
      ...me,
      'GET /api/student/progress': {
        body: {
          currentLevel: null,
          lessonsCompleted: 0,
          skillProgress: null,
          skills: null,
          instructorNotes: '',
          lastAssessment: null,
        },
      },
      'GET /api/student/lessons/upcoming': {
        body: [
          {
            id: 1,
            title: 'Serve clinic',
            instructor: 'Coach Rivera',
            date: '2030-05-02',
            time: '17:30',
            type: 'Group',
            status: 'scheduled',
            notes: '',
          },
        ],
      },
      'GET /api/student/announcements': { body: emptyPage },
      'GET /api/student/metrics': {
        body: { assessment: null, date: null, notes: '', matchRecord: { played: 3, won: 2, lost: 1, lastFive: ['W', 'L', 'W'] } },
      },
    });
    const { user } = renderApp('/student-dashboard');

    expect(await screen.findByText('Serve clinic')).toBeInTheDocument();
    expect(screen.getByText(/May 2, 2030 at 17:30/)).toBeInTheDocument();
    for (const tab of ['Schedule', 'Progress', 'Announcements', 'Performance', 'Profile']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }

    await user.click(screen.getByRole('tab', { name: 'Progress' }));
    expect(await screen.findByText(/No assessment yet/)).toBeInTheDocument();
    expect(screen.getByText('Beginner')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Forehand' })).toHaveAttribute('aria-valuenow', '75');

    await user.click(screen.getByRole('tab', { name: 'Performance' }));
    expect(await screen.findByRole('progressbar', { name: 'Technical Skills' })).toHaveAttribute('aria-valuenow', '92');
    expect(screen.getByText(/No assessment yet/)).toBeInTheDocument();
    const record = screen.getByRole('region', { name: 'Match record' });
    expect(record).toHaveTextContent('Played3');
    expect(record).toHaveTextContent('Won2');
    expect(record).toHaveTextContent('Last 3:WLW');
  });

  it('shows a real assessment without the marker, and marks an announcement read', async () => {
    const apiLog = serveApi({
      ...me,
      'GET /api/student/progress': {
        body: {
          currentLevel: 'Advanced',
          lessonsCompleted: 20,
          skillProgress: 70,
          skills: { forehand: 90, backhand: 80, serve: 70, volley: 60 },
          instructorNotes: 'Great',
          lastAssessment: '2026-11-01T10:00:00.000Z',
        },
      },
      'GET /api/student/lessons/upcoming': { body: [] },
      'GET /api/student/announcements': {
        body: {
          items: [
            {
              id: 7,
              title: 'Open day',
              content: 'Come along',
              date: '2026-11-02T10:00:00.000Z',
              type: 'info',
              priority: 'normal',
              isRead: false,
              targeted: false,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 50,
        },
      },
      'PATCH /api/student/announcements/7/read': { status: 204 },
    });
    const { user } = renderApp('/student-dashboard');

    expect(await screen.findByText('No upcoming lessons')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Progress' }));
    expect(await screen.findByText('Advanced')).toBeInTheDocument();
    expect(screen.queryByText(/No assessment yet/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Announcements' }));
    await user.click(await screen.findByRole('button', { name: 'Mark Read' }));
    await waitFor(() => expect(callsTo(apiLog, 'PATCH /api/student/announcements/7/read').length).toBeGreaterThan(0));
  });
});

import { screen, within } from '@testing-library/react';
import type { AcademyClass, ClassEnrollment } from '@rallypoint/shared';
import { describe, expect, it } from 'vitest';
import { callsTo, errorReply, serveApi, type ApiRoutes } from '@/testing/serve-api';
import { makeAcademy, makeAcademyClass, makeMembership, makeMembershipApplication } from '@/testing/fixtures';
import { makeUser, renderWithProviders } from '@/testing/render';
import { AcademyDetailRoute } from './academy-detail';

type User = ReturnType<typeof renderWithProviders>['user'];
const academy = makeAcademy({ id: 4, name: 'Spin Hall', city: 'Boston', state: 'MA' });
const found = (extra: ApiRoutes = {}): ApiRoutes => ({
  'GET /api/auth/me': { body: makeUser() },
  'GET /api/academies/4': { body: academy },
  'GET /api/academies/4/classes': {
    body: [makeAcademyClass({ academyId: 4, className: 'Spin Lab', maxStudents: 8, currentStudents: 8 })],
  },
  'GET /api/academies/my-memberships': { body: [] },
  ...extra,
});
const show = () => renderWithProviders(<AcademyDetailRoute />, { route: '/academy/4', path: '/academy/:academyId' });

/** Pasting keeps these long forms fast; typing is covered by the shorter fields. */
async function paste(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillValidSignup(user: User) {
  await paste(user, 'Why do you want to join?', 'I want to play tournaments');
  await paste(user, 'Experience', 'Two years of club play');
  await paste(user, 'Goals', 'Improve my backhand loop');
  await user.type(screen.getByLabelText('Age'), '16');
  await user.type(screen.getByLabelText('Current Grade'), '10th');
  await paste(user, 'School Name', 'Lincoln High');
  await user.selectOptions(screen.getByLabelText('Preferred Training Time'), 'late-evening');
}

describe('AcademyDetailRoute (/academy/{id})', { timeout: 15000 }, () => {
  it('shows the academy, its contact details and its classes with seats', async () => {
    serveApi(found());
    show();

    expect(await screen.findByRole('heading', { name: 'Spin Hall' })).toBeInTheDocument();
    expect(screen.getByText('academy@rallypoint.local')).toBeInTheDocument();
    expect(await screen.findByText('Spin Lab')).toBeInTheDocument();
    expect(screen.getByText('Full')).toBeInTheDocument();
  });

  it("says 'Academy Not Found' for a 404 and 'Error Loading Academy' for other failures", async () => {
    serveApi(found({ 'GET /api/academies/4': errorReply(404, 'Academy not found') }));
    const { unmount } = show();
    expect(await screen.findByText('Academy Not Found')).toBeInTheDocument();
    unmount();

    serveApi(found({ 'GET /api/academies/4': errorReply(500, 'Database down') }));
    show();
    expect(await screen.findByText('Error Loading Academy')).toBeInTheDocument();
  });

  it('gives every signup message on an empty submit, with the course schedule option disabled', async () => {
    const apiLog = serveApi(found());
    const { user } = show();

    await user.click(await screen.findByRole('button', { name: 'Apply for Membership' }));
    expect(screen.getByRole('radio', { name: /Course Schedule/ })).toBeDisabled();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    for (const message of [
      'Please provide a reason (minimum 10 characters)',
      'Please describe your experience',
      'Please describe your goals',
      'Please enter a valid age',
      'Please specify your current grade',
      'School name must be at least 2 characters',
      'Please select your preferred training time',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(callsTo(apiLog, 'POST /api/academies/join')).toHaveLength(0);
  });

  it("says 'Please enter a realistic age' above 150", async () => {
    serveApi(found());
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Apply for Membership' }));
    await fillValidSignup(user);
    await user.clear(screen.getByLabelText('Age'));
    await user.type(screen.getByLabelText('Age'), '151');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Please enter a realistic age')).toBeInTheDocument();
  });

  it('sends the student application for this academy and confirms', async () => {
    const apiLog = serveApi(
      found({ 'POST /api/academies/join': { status: 201, body: makeMembershipApplication({ academyId: 4 }) } }),
    );
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Apply for Membership' }));
    await fillValidSignup(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Application Submitted')).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/academies/join')[0].body).toEqual({
      academyId: 4,
      membershipType: 'student',
      reason: 'I want to play tournaments',
      experience: 'Two years of club play',
      goals: 'Improve my backhand loop',
      age: 16,
      currentGrade: '10th',
      schoolName: 'Lincoln High',
      preferredTime: 'late-evening',
    });
  });

  it("prefers the server's message on failure, else 'Failed to submit academy membership request'", async () => {
    serveApi(found({ 'POST /api/academies/join': errorReply(409, 'You already have a pending application to this academy') }));
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Apply for Membership' }));
    await fillValidSignup(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('You already have a pending application to this academy')).toBeInTheDocument();
  });

  it('falls back to the fixed text when the server says nothing', async () => {
    serveApi(found({ 'POST /api/academies/join': { status: 502, text: '' } }));
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Apply for Membership' }));
    await fillValidSignup(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Failed to submit academy membership request')).toBeInTheDocument();
  });

  it.each([
    ['pending', 'Application Pending'],
    ['active', 'Already a Member'],
  ] as const)('shows a %s membership in this academy as %s', async (status, label) => {
    serveApi(
      found({
        'GET /api/academies/my-memberships': { body: [makeMembership({ academyId: 4, status })] },
        // A member's page also reads their class enrollments.
        'GET /api/classes/my-enrollments': { body: [] },
      }),
    );
    show();
    expect(await screen.findByRole('button', { name: label })).toBeDisabled();
  });

  it('offers applying again after a rejection, and ignores memberships of other academies', async () => {
    serveApi(
      found({
        'GET /api/academies/my-memberships': {
          body: [makeMembership({ academyId: 4, status: 'rejected' }), makeMembership({ academyId: 1, status: 'active' })],
        },
      }),
    );
    show();
    expect(await screen.findByRole('button', { name: 'Apply for Membership' })).toBeEnabled();
  });
});

describe('AcademyDetailRoute class enrollment (POST /api/classes/enroll)', { timeout: 15000 }, () => {
  const open = makeAcademyClass({ id: 11, academyId: 4, className: 'Open Drills', maxStudents: 8, currentStudents: 3 });
  const full = makeAcademyClass({ id: 12, academyId: 4, className: 'Packed Clinic', maxStudents: 6, currentStudents: 6 });
  const taken = makeAcademyClass({ id: 13, academyId: 4, className: 'Serve Lab', maxStudents: 8, currentStudents: 2 });
  const enrollmentIn = (c: AcademyClass, id = c.id): ClassEnrollment => ({
    id,
    classId: c.id,
    academyId: c.academyId,
    academyName: 'Spin Hall',
    className: c.className,
    instructor: c.instructor,
    sport: c.sport,
    schedule: c.schedule,
    startDate: c.startDate,
    endDate: c.endDate,
    enrollmentDate: '2026-03-01T10:00:00.000Z',
    status: 'enrolled',
    paymentStatus: 'pending',
  });
  const member = (extra: ApiRoutes = {}): ApiRoutes =>
    found({
      'GET /api/academies/my-memberships': { body: [makeMembership({ academyId: 4, status: 'active' })] },
      'GET /api/academies/4/classes': { body: [open, full, taken] },
      'GET /api/classes/my-enrollments': { body: [enrollmentIn(taken)] },
      ...extra,
    });
  const rowOf = async (className: string) => within((await screen.findByText(className)).closest('li')!);

  it("offers an active member 'Enroll' with seats left, 'Full' without, and 'Enrolled' for their own seats", async () => {
    serveApi(member());
    show();

    expect(await (await rowOf('Open Drills')).findByRole('button', { name: 'Enroll' })).toBeEnabled();
    expect((await rowOf('Packed Clinic')).getByRole('button', { name: 'Full' })).toBeDisabled();
    expect(await (await rowOf('Serve Lab')).findByRole('button', { name: 'Enrolled' })).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Enroll' })).toHaveLength(1);
  });

  it('enrolls with the class and academy ids, confirms, and refreshes the classes and my-enrollments', async () => {
    let enrolled = false;
    const apiLog = serveApi(
      member({
        'GET /api/academies/4/classes': () => ({ body: [enrolled ? { ...open, currentStudents: 4 } : open, full, taken] }),
        'GET /api/classes/my-enrollments': () => ({
          body: enrolled ? [enrollmentIn(open, 2), enrollmentIn(taken)] : [enrollmentIn(taken)],
        }),
        'POST /api/classes/enroll': () => {
          enrolled = true;
          return { status: 201, body: enrollmentIn(open, 2) };
        },
      }),
    );
    const { user } = show();

    await user.click(await (await rowOf('Open Drills')).findByRole('button', { name: 'Enroll' }));

    expect(await screen.findByText('You are enrolled in Open Drills.')).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/classes/enroll').map((call) => call.body)).toEqual([{ classId: 11, academyId: 4 }]);
    const openRow = await rowOf('Open Drills');
    expect(await openRow.findByRole('button', { name: 'Enrolled' })).toBeDisabled();
    expect(openRow.getByText('4 of 8 seats free')).toBeInTheDocument();
    expect(callsTo(apiLog, 'GET /api/academies/4/classes')).toHaveLength(2);
    expect(callsTo(apiLog, 'GET /api/classes/my-enrollments')).toHaveLength(2);
  });

  it("says 'Enrollment Failed' with the server's reason, then shows the class as it now is", async () => {
    let filled = false;
    serveApi(
      member({
        'GET /api/academies/4/classes': () => ({ body: [filled ? { ...open, currentStudents: 8 } : open, full, taken] }),
        'POST /api/classes/enroll': () => {
          filled = true;
          return errorReply(409, 'Class is full: all 8 places are taken');
        },
      }),
    );
    const { user } = show();

    await user.click(await (await rowOf('Open Drills')).findByRole('button', { name: 'Enroll' }));

    expect(await screen.findByText('Enrollment Failed')).toBeInTheDocument();
    expect(screen.getByText('Class is full: all 8 places are taken')).toBeInTheDocument();
    expect(await (await rowOf('Open Drills')).findByRole('button', { name: 'Full' })).toBeDisabled();
  });

  it("falls back to 'Failed to enroll in class. Please try again.' when the server says nothing", async () => {
    serveApi(member({ 'POST /api/classes/enroll': { status: 502, text: '' } }));
    const { user } = show();

    await user.click(await (await rowOf('Open Drills')).findByRole('button', { name: 'Enroll' }));

    expect(await screen.findByText('Enrollment Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to enroll in class. Please try again.')).toBeInTheDocument();
  });

  it.each([
    ['no membership', [], 'Apply for Membership'],
    ['a pending application', [makeMembership({ academyId: 4, status: 'pending' })], 'Application Pending'],
    [
      'an active membership in another academy only',
      [makeMembership({ academyId: 1, status: 'active' })],
      'Apply for Membership',
    ],
  ])('offers no enrollment to a player with %s, who sees the membership state instead', async (_case, memberships, state) => {
    const apiLog = serveApi(
      found({
        'GET /api/academies/my-memberships': { body: memberships },
        'GET /api/academies/4/classes': { body: [open] },
      }),
    );
    show();

    expect(await screen.findByRole('button', { name: state })).toBeInTheDocument();
    expect(await screen.findByText('Open Drills')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enroll' })).not.toBeInTheDocument();
    expect(callsTo(apiLog, 'GET /api/classes/my-enrollments')).toHaveLength(0);
  });
});

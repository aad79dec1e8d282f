import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOOTCAMP_MESSAGES as M } from '@rallypoint/shared';
import { callsTo, errorReply, serveApi, type ApiRoutes } from '@/testing/serve-api';
import { makeUser, renderWithProviders } from '@/testing/render';
import { makeBootcamp, makeRegistrant, pageOf } from '../testing/bootcamp-data';
import { ScheduleBootcampsRoute } from './schedule-bootcamps';

type User = ReturnType<typeof renderWithProviders>['user'];
const organizer = makeUser({ role: 'organizer', userType: 'organizer' });
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create Bootcamp/Clinic' }));
const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function routes(extra: ApiRoutes = {}): ApiRoutes {
  return {
    'GET /api/auth/me': { body: organizer },
    'GET /api/bootcamps/my-bootcamps': { body: pageOf([]) },
    ...extra,
  };
}

async function fillValidForm(user: User) {
  set('Title', 'Serve Clinic');
  await user.selectOptions(screen.getByLabelText('Type'), 'clinic');
  await user.selectOptions(screen.getByLabelText('Skill Level'), 'all-levels');
  set('Description', 'Two mornings of serve technique.');
  set('Start Date', '2026-07-01');
  set('End Date', '2026-07-02');
  set('Start Time', '09:00');
  set('End Time', '12:00');
  set('Duration (days)', '2');
  set('Maximum Participants', '12');
  set('Price ($)', '49.5');
  set('Venue', 'Riverside Courts');
  set('Venue Address', '1 River Road');
}

describe('ScheduleBootcampsRoute', () => {
  it('shows every field message on an empty submit and sends nothing', async () => {
    const apiLog = serveApi(routes());
    const { user } = renderWithProviders(<ScheduleBootcampsRoute />);
    await screen.findByRole('button', { name: 'Create Bootcamp/Clinic' });

    await submit(user);

    for (const message of [
      'Title is required',
      'Please select a type',
      'Description must be at least 10 characters',
      'Please select a skill level',
      'Start date is required',
      M.endDate,
      M.startTime,
      M.endTime,
      M.duration,
      M.venue,
      'Venue address is required',
      'Maximum participants is required',
      'Price is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(callsTo(apiLog, 'POST /api/bootcamps')).toHaveLength(0);
  });

  it('refuses an end date before the start date and a price with three decimals', async () => {
    serveApi(routes());
    const { user } = renderWithProviders(<ScheduleBootcampsRoute />);
    await screen.findByRole('button', { name: 'Create Bootcamp/Clinic' });
    await fillValidForm(user);
    set('End Date', '2026-06-30');
    await user.clear(screen.getByLabelText('Price ($)'));
    set('Price ($)', '1.999');

    await submit(user);

    expect(await screen.findByText('End date must be on or after start date')).toBeInTheDocument();
    expect(screen.getByText(M.priceInvalid)).toBeInTheDocument();
  });

  it('sends integers and the exact price, then starts over', async () => {
    const apiLog = serveApi(routes({ 'POST /api/bootcamps': { status: 201, body: makeBootcamp({ status: 'pending' }) } }));
    const { user } = renderWithProviders(<ScheduleBootcampsRoute />);
    await screen.findByRole('button', { name: 'Create Bootcamp/Clinic' });
    await fillValidForm(user);

    await submit(user);

    expect(await screen.findByText('Bootcamp Created')).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/bootcamps')[0].body).toEqual({
      title: 'Serve Clinic',
      type: 'clinic',
      description: 'Two mornings of serve technique.',
      skillLevel: 'all-levels',
      startDate: '2026-07-01',
      endDate: '2026-07-02',
      startTime: '09:00',
      endTime: '12:00',
      duration: 2,
      venue: 'Riverside Courts',
      venueAddress: '1 River Road',
      maxParticipants: 12,
      price: '49.50',
    });
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it("shows the server's message, or 'Failed to create bootcamp/clinic'", async () => {
    serveApi(routes({ 'POST /api/bootcamps': errorReply(400, 'Start date cannot be in the past') }));
    const { user } = renderWithProviders(<ScheduleBootcampsRoute />);
    await screen.findByRole('button', { name: 'Create Bootcamp/Clinic' });
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByText('Start date cannot be in the past')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Serve Clinic');

    serveApi(routes({ 'POST /api/bootcamps': { status: 502, text: '' } }));
    await submit(user);
    expect(await screen.findByText('Failed to create bootcamp/clinic')).toBeInTheDocument();
  });

  it("lists the organizer's bootcamps in a 600 px scrolling list, and Manage Registrations shows who registered", async () => {
    serveApi(
      routes({
        'GET /api/bootcamps/my-bootcamps': {
          body: pageOf([
            makeBootcamp({ id: 3, title: 'Serve Clinic', status: 'pending' }),
            makeBootcamp({ id: 4, title: 'Footwork Camp', type: 'bootcamp' }),
          ]),
        },
        'GET /api/bootcamps/3/registrations': { body: pageOf([makeRegistrant({ name: 'Sam Smash', email: 'sam@example.com' })]) },
      }),
    );
    const { user } = renderWithProviders(<ScheduleBootcampsRoute />);

    const list = await screen.findByRole('list', { name: 'My bootcamps and clinics' });
    expect(list).toHaveClass('max-h-[600px]', 'overflow-y-auto');
    const clinic = within(list).getByText('Serve Clinic').closest('li')!;
    expect(within(clinic).getByText('Pending')).toBeInTheDocument();
    expect(within(clinic).getByText('Clinic')).toBeInTheDocument();
    expect(within(list).getByText('Approved')).toBeInTheDocument();

    await user.click(within(clinic).getByRole('button', { name: 'Manage Registrations' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Sam Smash')).toBeInTheDocument();
    expect(within(dialog).getByText('sam@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Jun 2, 2026')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('tells non-organizers this screen is not for them', async () => {
    serveApi({ 'GET /api/auth/me': { body: makeUser() } });
    renderWithProviders(<ScheduleBootcampsRoute />);
    expect(await screen.findByText('Only organizers can schedule bootcamps and clinics.')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, errorReply, serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { makeAvailableBootcamp, pageOf } from '../testing/bootcamp-data';
import { AvailableBootcampsCard } from './available-bootcamps-card';

const itemFor = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('AvailableBootcampsCard', () => {
  it('registers, then shows Registered with Cancel registration', async () => {
    const open = makeAvailableBootcamp({ id: 3, title: 'Serve Clinic', seatsLeft: 8 });
    let registered = false;
    const apiLog = serveApi({
      'GET /api/bootcamps': () => ({ body: pageOf([{ ...open, isRegistered: registered, seatsLeft: registered ? 7 : 8 }]) }),
      'POST /api/bootcamps/3/register': () => {
        registered = true;
        return { status: 201, body: { message: 'You are registered for this bootcamp' } };
      },
    });
    const { user } = renderWithProviders(<AvailableBootcampsCard />);

    expect(await screen.findByText('Available Bootcamps & Clinics')).toBeInTheDocument();
    expect(await screen.findByText(/8 seats left/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('button', { name: 'Cancel registration' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Registered' })).toBeDisabled();
    expect(screen.getByText(/7 seats left/)).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/bootcamps/3/register')).toHaveLength(1);
  });

  it("shows 'Registration Failed' with its fixed text when registering fails", async () => {
    serveApi({
      'GET /api/bootcamps': { body: pageOf([makeAvailableBootcamp({ id: 3 })]) },
      'POST /api/bootcamps/3/register': errorReply(409, 'This bootcamp is full: all 10 places are taken'),
    });
    const { user } = renderWithProviders(<AvailableBootcampsCard />);
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to register for bootcamp. Please try again.')).toBeInTheDocument();
  });

  it('shows a full bootcamp as Full with Join waitlist instead of Register', async () => {
    serveApi({ 'GET /api/bootcamps': { body: pageOf([makeAvailableBootcamp({ seatsLeft: 0, isFull: true })]) } });
    renderWithProviders(<AvailableBootcampsCard />);
    expect(await screen.findByText(/Full/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join waitlist' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  describe('cancelling a registration', () => {
    const registeredCamp = () =>
      makeAvailableBootcamp({ id: 4, title: 'Footwork Camp', isRegistered: true, seatsLeft: 0, isFull: true });

    it('asks first, then cancels (204) and offers the waitlist of the now full bootcamp', async () => {
      let registered = true;
      const apiLog = serveApi({
        'GET /api/bootcamps': () => ({ body: pageOf([{ ...registeredCamp(), isRegistered: registered }]) }),
        'DELETE /api/bootcamps/4/register': () => {
          registered = false;
          return { status: 204 };
        },
      });
      const { user } = renderWithProviders(<AvailableBootcampsCard />);

      await user.click(await screen.findByRole('button', { name: 'Cancel registration' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).getByText('Cancel Registration')).toBeInTheDocument();
      expect(within(dialog).getByText(/Give up your place in Footwork Camp\?/)).toBeInTheDocument();
      expect(callsTo(apiLog, 'DELETE /api/bootcamps/4/register')).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel registration' }));

      expect(await screen.findByText('Registration Cancelled')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Join waitlist' })).toBeInTheDocument();
      expect(callsTo(apiLog, 'DELETE /api/bootcamps/4/register')).toHaveLength(1);
    });

    it('keeps the registration when the dialog is dismissed', async () => {
      const apiLog = serveApi({ 'GET /api/bootcamps': { body: pageOf([registeredCamp()]) } });
      const { user } = renderWithProviders(<AvailableBootcampsCard />);

      await user.click(await screen.findByRole('button', { name: 'Cancel registration' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(callsTo(apiLog, 'DELETE /api/bootcamps/4/register')).toHaveLength(0);
    });

    it("shows the server's reason when cancelling fails", async () => {
      serveApi({
        'GET /api/bootcamps': { body: pageOf([registeredCamp()]) },
        'DELETE /api/bootcamps/4/register': errorReply(409, 'Cancellation is closed: this bootcamp has ended'),
      });
      const { user } = renderWithProviders(<AvailableBootcampsCard />);
      await user.click(await screen.findByRole('button', { name: 'Cancel registration' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel registration' }));
      expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
      expect(screen.getByText('Cancellation is closed: this bootcamp has ended')).toBeInTheDocument();
    });
  });

  describe('the waitlist', () => {
    it('joins a full bootcamp, tells the place in line, then shows it with Leave waitlist', async () => {
      let position: number | null = null;
      const apiLog = serveApi({
        'GET /api/bootcamps': () => ({
          body: pageOf([
            makeAvailableBootcamp({ id: 5, title: 'Packed Clinic', seatsLeft: 0, isFull: true, waitlistPosition: position }),
          ]),
        }),
        'POST /api/bootcamps/5/waitlist': () => {
          position = 3;
          return { status: 201, body: { position: 3 } };
        },
      });
      const { user } = renderWithProviders(<AvailableBootcampsCard />);

      await user.click(await screen.findByRole('button', { name: 'Join waitlist' }));

      expect(await screen.findByText('Waitlist position 3 for Packed Clinic.')).toBeInTheDocument();
      const item = within(itemFor('Packed Clinic'));
      expect(await item.findByText('Waitlist position 3')).toBeInTheDocument();
      expect(item.getByRole('button', { name: 'Leave waitlist' })).toBeEnabled();
      expect(callsTo(apiLog, 'POST /api/bootcamps/5/waitlist')).toHaveLength(1);
    });

    it('leaves the line (204), then offers Join waitlist again', async () => {
      let position: number | null = 1;
      const apiLog = serveApi({
        'GET /api/bootcamps': () => ({
          body: pageOf([makeAvailableBootcamp({ id: 6, seatsLeft: 0, isFull: true, waitlistPosition: position })]),
        }),
        'DELETE /api/bootcamps/6/waitlist': () => {
          position = null;
          return { status: 204 };
        },
      });
      const { user } = renderWithProviders(<AvailableBootcampsCard />);

      expect(await screen.findByText('Waitlist position 1')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Leave waitlist' }));

      expect(await screen.findByRole('button', { name: 'Join waitlist' })).toBeInTheDocument();
      expect(screen.getByText('Left Waitlist')).toBeInTheDocument();
      expect(callsTo(apiLog, 'DELETE /api/bootcamps/6/waitlist')).toHaveLength(1);
    });

    it("shows the server's reason when joining fails", async () => {
      serveApi({
        'GET /api/bootcamps': { body: pageOf([makeAvailableBootcamp({ id: 5, seatsLeft: 0, isFull: true })]) },
        'POST /api/bootcamps/5/waitlist': errorReply(409, 'You are already on the waitlist for this bootcamp'),
      });
      const { user } = renderWithProviders(<AvailableBootcampsCard />);
      await user.click(await screen.findByRole('button', { name: 'Join waitlist' }));
      expect(await screen.findByText('Joining Waitlist Failed')).toBeInTheDocument();
      expect(screen.getByText('You are already on the waitlist for this bootcamp')).toBeInTheDocument();
    });
  });
});

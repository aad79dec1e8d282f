import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonError, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { makeAvailableBootcamp, pageOf } from '../testing/bootcamp-data';
import { AvailableBootcampsCard } from './available-bootcamps-card';

describe('AvailableBootcampsCard', () => {
  it('registers, then shows Registered', async () => {
    const open = makeAvailableBootcamp({ id: 3, title: 'Serve Clinic', seatsLeft: 8 });
    let registered = false;
    const fetchMock = mockFetch({
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

    expect(await screen.findByRole('button', { name: 'Registered' })).toBeDisabled();
    expect(screen.getByText(/7 seats left/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/bootcamps/3/register')).toHaveLength(1);
  });

  it("shows 'Registration Failed' with the §8 text when registering fails", async () => {
    mockFetch({
      'GET /api/bootcamps': { body: pageOf([makeAvailableBootcamp({ id: 3 })]) },
      'POST /api/bootcamps/3/register': jsonError(409, 'This bootcamp is full: all 10 places are taken'),
    });
    const { user } = renderWithProviders(<AvailableBootcampsCard />);
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to register for bootcamp. Please try again.')).toBeInTheDocument();
  });

  it('shows a full bootcamp as Full with Register disabled', async () => {
    mockFetch({ 'GET /api/bootcamps': { body: pageOf([makeAvailableBootcamp({ seatsLeft: 0 })]) } });
    renderWithProviders(<AvailableBootcampsCard />);
    expect(await screen.findByText(/Full/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
  });
});

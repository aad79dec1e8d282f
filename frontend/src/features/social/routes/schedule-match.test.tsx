import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, errorReply, serveApi } from '@/testing/serve-api';
import { makeUser, renderWithProviders } from '@/testing/render';
import { ScheduleMatchRoute } from './schedule-match';

const me = makeUser({
  firstName: 'Ann',
  lastName: 'Ace',
  username: 'ann',
  email: 'a@x.com',
  phone: null,
  level: null,
  addressLine1: null,
  state: null,
  zipCode: null,
});
const bea = {
  id: 7,
  firstName: 'Bea',
  lastName: 'Baseline',
  username: 'bea',
  email: '',
  phone: null,
  city: null,
  state: null,
  sports: ['tennis'],
  level: null,
  isActive: true,
  ratings: [],
};
const emptyPage = { items: [], total: 0, page: 1, pageSize: 50 };

describe('ScheduleMatchRoute', () => {
  it('has the two tabs and the invitations card', async () => {
    serveApi({
      'GET /api/auth/me': { body: me },
      'GET /api/user/tournaments': { body: [] },
      'GET /api/matches': { body: { ...emptyPage, awaitingAnswerCount: 0 } },
    });
    renderWithProviders(<ScheduleMatchRoute />);
    expect(screen.getByRole('tab', { name: 'Tournament Match' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Free Play / General Hit' })).toBeInTheDocument();
    expect(screen.getByText('Recent Match Invitations')).toBeInTheDocument();
    expect(await screen.findByText('No match invitations yet')).toBeInTheDocument();
  });

  it('schedules a tournament match against a participant with an account', async () => {
    const apiLog = serveApi({
      'GET /api/auth/me': { body: me },
      'GET /api/user/tournaments': {
        body: [{ id: 3, name: 'Spring Open', venue: 'Riverside', sport: 'tennis', scoreFormat: 'tennis-best-of-3' }],
      },
      'GET /api/tournaments/3/participants': {
        body: {
          ...emptyPage,
          total: 3,
          items: [
            {
              entryId: 11,
              userId: 1,
              participantId: 1,
              firstName: 'Ann',
              lastName: 'Ace',
              username: 'ann',
              level: null,
              registrationDate: '',
              status: 'registered',
            },
            {
              entryId: 12,
              userId: null,
              participantId: null,
              firstName: 'Cai',
              lastName: 'Court',
              username: null,
              level: null,
              registrationDate: '',
              status: 'pending',
            },
            {
              entryId: 17,
              userId: 7,
              participantId: 7,
              firstName: 'Bea',
              lastName: 'Baseline',
              username: 'bea',
              level: null,
              registrationDate: '',
              status: 'registered',
            },
          ],
        },
      },
      'GET /api/matches': { body: { ...emptyPage, awaitingAnswerCount: 0 } },
      'POST /api/matches/tournament/schedule': { status: 201, body: { id: 9, message: 'Match invitation sent' } },
    });
    const { user } = renderWithProviders(<ScheduleMatchRoute />);
    await user.click(screen.getByRole('button', { name: 'Schedule Tournament Match' }));
    expect(await screen.findByText('Please select a tournament')).toBeInTheDocument();

    await user.selectOptions(await screen.findByLabelText('Tournament'), '3');
    await screen.findByRole('option', { name: 'Bea Baseline (@bea)' });
    expect(screen.queryByRole('option', { name: /^Ann Ace/ })).not.toBeInTheDocument();
    // An entry without an account cannot answer an invitation.
    expect(screen.queryByRole('option', { name: /^Cai Court/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Opponent'), '7');
    await user.type(screen.getByLabelText('Date'), '2099-01-02');
    await user.type(screen.getByLabelText('Time'), '09:00');
    await user.type(screen.getByLabelText('Venue'), 'Hall A');
    await user.click(screen.getByRole('button', { name: 'Schedule Tournament Match' }));
    expect(await screen.findByText('Match Scheduled')).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/matches/tournament/schedule')[0].body).toEqual({
      tournamentId: 3,
      opponentId: 7,
      proposedDate: '2099-01-02',
      proposedTime: '09:00',
      venue: 'Hall A',
      matchType: 'tournament',
    });
  });

  it('refuses a past date in the form and shows the fixed free-play failure text', async () => {
    serveApi({
      'GET /api/auth/me': { body: me },
      'GET /api/user/tournaments': { body: [] },
      'GET /api/matches': { body: { ...emptyPage, awaitingAnswerCount: 0 } },
      'GET /api/players/find': { body: { ...emptyPage, items: [bea], total: 1 } },
      'POST /api/matches/freeplay/schedule': errorReply(500, ''),
    });
    const { user } = renderWithProviders(<ScheduleMatchRoute />);
    await user.click(screen.getByRole('tab', { name: 'Free Play / General Hit' }));
    await screen.findByRole('option', { name: 'Bea Baseline (@bea)' });
    await user.selectOptions(screen.getByLabelText('Opponent'), '7');
    await user.selectOptions(screen.getByLabelText('Sport'), 'tennis');
    await user.selectOptions(screen.getByLabelText('Duration'), '90');
    await user.type(screen.getByLabelText('Date'), '2000-01-01');
    await user.type(screen.getByLabelText('Time'), '09:00');
    await user.type(screen.getByLabelText('Venue'), 'Court 4');
    await user.click(screen.getByRole('button', { name: 'Schedule Free Play' }));
    expect(await screen.findByText('Match date cannot be in the past')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2099-05-05');
    await user.click(screen.getByRole('button', { name: 'Schedule Free Play' }));
    expect(await screen.findByText('Failed to schedule free play match. Please try again.')).toBeInTheDocument();
  });
});

import type { AvailableTournament, RegistrationListItem, TournamentDetail } from '@rallypoint/shared';

export function makeTournament(overrides: Partial<TournamentDetail> = {}): TournamentDetail {
  return {
    id: 12,
    name: 'Spring Open',
    tournamentCode: 'SPR-2026',
    sport: 'pickleball',
    venue: 'City Racquet Club',
    divisions: 3,
    status: 'upcoming',
    createdAt: '2026-01-10T10:00:00.000Z',
    description: 'Friendly spring tournament',
    organizerId: 5,
    organizerName: 'Olive Organizer',
    startDate: '2026-04-10',
    endDate: '2026-04-12',
    registrationDeadline: '2026-04-01',
    maxParticipants: 32,
    participantCount: 4,
    entryFee: '25.00',
    prizePool: null,
    rules: 'Best of three games to 11, win by 2.',
    additionalInfo: null,
    poc1Name: 'Olive',
    poc1Contact: '5550001111',
    poc1Email: 'olive@example.com',
    poc2Name: null,
    poc2Contact: null,
    poc2Email: null,
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function makeAvailableTournament(overrides: Partial<AvailableTournament> = {}): AvailableTournament {
  return { ...makeTournament(), isEnrolled: false, ...overrides };
}

export function makeRegistration(overrides: Partial<RegistrationListItem> = {}): RegistrationListItem {
  return {
    id: 1,
    fullName: 'Sam Smash',
    email: 'sam@example.com',
    phone: '5552223333',
    sport: 'pickleball',
    skillLevel: 'L2',
    skillDescription: null,
    handedness: 'left',
    availableTimes: ['morning', 'weekend_afternoon'],
    registrationDate: '2026-03-02T12:00:00.000Z',
    status: 'pending',
    ...overrides,
  };
}

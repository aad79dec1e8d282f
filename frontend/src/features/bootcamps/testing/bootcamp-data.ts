import type { AdminBootcamp, AvailableBootcamp, Bootcamp, BootcampRegistrant, Page } from '@rallypoint/shared';

export function makeBootcamp(overrides: Partial<Bootcamp> = {}): Bootcamp {
  return {
    id: 3,
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
    maxParticipants: 10,
    price: '49.50',
    organizerId: 5,
    status: 'approved',
    approvedBy: 1,
    approvedAt: '2026-06-01T10:00:00.000Z',
    createdAt: '2026-05-30T10:00:00.000Z',
    registrationCount: 2,
    ...overrides,
  };
}

export const makeAvailableBootcamp = (overrides: Partial<AvailableBootcamp> = {}): AvailableBootcamp => ({
  ...makeBootcamp(),
  seatsLeft: 8,
  isRegistered: false,
  isFull: false,
  waitlistPosition: null,
  ...overrides,
});

export const makeAdminBootcamp = (overrides: Partial<AdminBootcamp> = {}): AdminBootcamp => ({
  ...makeBootcamp(),
  organizerName: 'Olive Organizer',
  ...overrides,
});

export const makeRegistrant = (overrides: Partial<BootcampRegistrant> = {}): BootcampRegistrant => ({
  id: 1,
  userId: 9,
  name: 'Sam Smash',
  email: 'sam@example.com',
  registeredAt: '2026-06-02T12:00:00.000Z',
  status: 'registered',
  paymentStatus: 'pending',
  ...overrides,
});

export const pageOf = <T>(items: T[]): Page<T> => ({ items, total: items.length, page: 1, pageSize: 50 });

import type {
  Academy,
  AcademyClass,
  AvailableTournament,
  MembershipApplication,
  MyMembership,
  RegistrationListItem,
  StudentMembership,
  TournamentDetail,
  TournamentParticipant,
  TournamentSummary,
  ViewedTournament,
} from '@rallypoint/shared';

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
    timeZone: 'Europe/London',
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
    scoreFormat: 'pickleball-11-best-of-3',
    standingsRulebook: 'usa-pickleball',
    ...overrides,
  };
}

/** `GET /api/tournaments/{id}`: the detail with where the caller stands (signed out or not taking part, by default). */
export function makeViewedTournament(overrides: Partial<ViewedTournament> = {}): ViewedTournament {
  return {
    ...makeTournament(),
    isFull: false,
    waitlistPosition: null,
    registrationsFull: false,
    isRegistered: false,
    isEnrolled: false,
    ...overrides,
  };
}

/** The fields of a tournament that lists of summaries carry, and no more. */
export function summaryOf(tournament: TournamentSummary): TournamentSummary {
  const { id, name, tournamentCode, sport, venue, divisions, status, createdAt, participantCount } = tournament;
  return { id, name, tournamentCode, sport, venue, divisions, status, createdAt, participantCount };
}

export function makeAvailableTournament(overrides: Partial<AvailableTournament> = {}): AvailableTournament {
  return { ...makeTournament(), isEnrolled: false, isFull: false, waitlistPosition: null, ...overrides };
}

export function makeRegistration(overrides: Partial<RegistrationListItem> = {}): RegistrationListItem {
  return {
    id: 1,
    userId: null,
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

/** One player taking part (`GET /api/tournaments/{id}/participants`). */
export function makeParticipant(overrides: Partial<TournamentParticipant> = {}): TournamentParticipant {
  return {
    entryId: 19,
    userId: 9,
    participantId: 9,
    firstName: 'Pat',
    lastName: 'Player',
    username: 'pat',
    level: 'intermediate',
    registrationDate: '2026-03-01T09:00:00.000Z',
    status: 'registered',
    ...overrides,
  };
}

/** A paged answer holding `items` (docs/product-rules.md#paging), with any extra fields the list adds. */
export function pageOf<T>(items: T[], extra: Record<string, unknown> = {}) {
  return { items, total: items.length, page: 1, pageSize: 50, ...extra };
}

/** `GET /api/tournaments/my-tournaments`: the page of summaries plus stage counts over its items. */
export function myTournamentsPage(items: TournamentSummary[]) {
  const count = (status: string) => items.filter((item) => item.status === status).length;
  return pageOf(items.map(summaryOf), {
    stageCounts: { upcoming: count('upcoming'), active: count('active'), completed: count('completed') },
  });
}

export function makeAcademy(overrides: Partial<Academy> = {}): Academy {
  return {
    id: 1,
    name: 'RallyPoint Academy',
    description: 'Coaching for juniors and adults.',
    location: 'RallyPoint Sports Center',
    addressLine1: '100 Baseline Avenue',
    city: 'San Francisco',
    state: 'CA',
    zipCode: '94110',
    contactEmail: 'academy@rallypoint.local',
    contactPhone: '4155550100',
    website: null,
    sports: ['tennis', 'table_tennis'],
    facilities: ['Indoor courts'],
    rating: 4.8,
    priceRange: 'mid-range',
    isActive: true,
    ...overrides,
  };
}

export function makeAcademyClass(overrides: Partial<AcademyClass> = {}): AcademyClass {
  return {
    id: 7,
    academyId: 1,
    className: 'Junior Tennis Foundations',
    description: 'Grips and footwork.',
    instructor: 'Coach Elena Park',
    level: 'beginner',
    sport: 'tennis',
    duration: 60,
    maxStudents: 8,
    currentStudents: 3,
    pricePerSession: '25.00',
    schedule: ['Monday 16:00'],
    startDate: null,
    endDate: null,
    isActive: true,
    ...overrides,
  };
}

export function makeMembership(overrides: Partial<MyMembership> = {}): MyMembership {
  return {
    id: 3,
    academyId: 1,
    academyName: 'RallyPoint Academy',
    userId: 1,
    membershipType: 'student',
    status: 'pending',
    age: 15,
    currentGrade: '10th',
    schoolName: 'Lincoln High School',
    experience: 'Three years of club tennis',
    goals: 'A stronger second serve',
    preferredTime: 'evening',
    createdAt: '2026-02-01T10:00:00.000Z',
    joinedAt: null,
    ...overrides,
  };
}

/** `POST /api/academies/join`: the application as stored, without the academy's name and join date a membership shows. */
export function makeMembershipApplication(overrides: Partial<MembershipApplication> = {}): MembershipApplication {
  const { academyName: _academyName, joinedAt: _joinedAt, ...application } = makeMembership();
  return { ...application, ...overrides };
}

export function makeStudentMembership(overrides: Partial<StudentMembership> = {}): StudentMembership {
  return {
    id: 9,
    userId: 4,
    applicantName: 'Maya Lopez',
    academyId: 1,
    academyName: 'RallyPoint Academy',
    membershipType: 'student',
    experience: 'Two years of club play',
    goals: 'Better serve',
    age: 15,
    currentGrade: '10th',
    schoolName: 'Lincoln High',
    preferredTime: 'evening',
    status: 'pending',
    createdAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

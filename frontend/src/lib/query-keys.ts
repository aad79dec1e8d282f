/**
 * Query keys, general → specific (TkDodo): invalidating a prefix refreshes everything under it.
 * They live here because several features read the same server state.
 */
export const authKeys = {
  me: ['auth', 'me'] as const,
};

export const tournamentKeys = {
  all: ['tournaments'] as const,
  lists: () => [...tournamentKeys.all, 'list'] as const,
  available: () => [...tournamentKeys.lists(), 'available'] as const,
  availablePage: (params: object) => [...tournamentKeys.available(), params] as const,
  mine: () => [...tournamentKeys.lists(), 'mine'] as const,
  minePage: (params: object) => [...tournamentKeys.mine(), params] as const,
  admin: () => [...tournamentKeys.lists(), 'admin'] as const,
  adminPage: (params: object) => [...tournamentKeys.admin(), params] as const,
  /** GET /api/user/tournaments: the ones the caller is enrolled in. */
  enrolled: () => [...tournamentKeys.lists(), 'enrolled'] as const,
  details: () => [...tournamentKeys.all, 'detail'] as const,
  detail: (id: number | string) => [...tournamentKeys.details(), String(id)] as const,
  registrations: (id: number | string) => [...tournamentKeys.detail(id), 'registrations'] as const,
  registrationsPage: (id: number | string, params: object) => [...tournamentKeys.registrations(id), 'page', params] as const,
  allRegistrations: (id: number | string) => [...tournamentKeys.registrations(id), 'all'] as const,
  participants: (id: number | string) => [...tournamentKeys.detail(id), 'participants'] as const,
  /** One page of them: `{ search, page, pageSize }`. */
  participantsPage: (id: number | string, params: object) => [...tournamentKeys.participants(id), params] as const,
  allParticipants: (id: number | string) => [...tournamentKeys.participants(id), 'all'] as const,
  announcements: (id: number | string) => [...tournamentKeys.detail(id), 'announcements'] as const,
  announcementsPage: (id: number | string, params: object) => [...tournamentKeys.announcements(id), params] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  registrations: () => [...notificationKeys.all, 'registrations'] as const,
  registrationsPage: (params: object) => [...notificationKeys.registrations(), params] as const,
};

/** The admin dashboard's user management: the list, the history and the summary all change together. */
export const adminKeys = {
  all: ['admin'] as const,
  summary: () => [...adminKeys.all, 'summary'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (filter: { search?: string; status?: string; page: number }) => [...adminKeys.users(), filter] as const,
  history: (page: number) => [...adminKeys.all, 'history', page] as const,
};

/** Find Players, messages, kudos and matches (the social context). */
export const socialKeys = {
  all: ['social'] as const,
  players: (filter: object) => [...socialKeys.all, 'players', filter] as const,
  messages: () => [...socialKeys.all, 'messages'] as const,
  messageBox: (box: string, page: number) => [...socialKeys.messages(), box, page] as const,
  kudos: () => [...socialKeys.all, 'kudos'] as const,
  kudosPage: (page: number) => [...socialKeys.kudos(), page] as const,
};

/** GET /api/matches and everything under it; both scheduling calls invalidate it. */
export const matchKeys = {
  all: ['matches'] as const,
  list: (side: string, page: number, order: string) => [...matchKeys.all, side, page, order] as const,
};

export const bootcampKeys = {
  all: ['bootcamps'] as const,
  lists: () => [...bootcampKeys.all, 'list'] as const,
  available: (page: number) => [...bootcampKeys.lists(), 'available', page] as const,
  mine: (page: number) => [...bootcampKeys.lists(), 'mine', page] as const,
  admin: (page: number) => [...bootcampKeys.lists(), 'admin', page] as const,
  registrants: (id: number, page: number) => [...bootcampKeys.all, 'registrants', id, page] as const,
};

export const resultKeys = {
  all: ['results'] as const,
  mine: (page: number) => [...resultKeys.all, 'mine', page] as const,
  tournaments: () => [...resultKeys.all, 'tournament'] as const,
  tournament: (id: number | string, page: number) => [...resultKeys.tournaments(), String(id), page] as const,
  /** Awaiting a decision: totals plus the counts of the tournaments shown (order-free). */
  pending: (tournamentIds: readonly number[]) =>
    [...resultKeys.all, 'pending', [...tournamentIds].sort((a, b) => a - b)] as const,
  /** Results the signed-in player must confirm or dispute, every page; then one page. */
  awaitingMe: () => [...resultKeys.all, 'awaiting-me'] as const,
  awaitingMePage: (page: number) => [...resultKeys.awaitingMe(), page] as const,
  /** One result, the one a link names. */
  one: (id: number) => [...resultKeys.all, 'one', id] as const,
  history: (id: number) => [...resultKeys.all, 'history', id] as const,
  /** A tournament's result settings (approve agreed results). */
  settings: (tournamentId: number | string) => [...resultKeys.all, 'settings', String(tournamentId)] as const,
};

/**
 * The player's in-app updates (features/social's updates card). Other features
 * invalidate it when what they do adds or settles an update, e.g. answering a result to confirm.
 */
export const playerUpdateKeys = {
  all: ['me', 'updates'] as const,
  page: (page: number) => [...playerUpdateKeys.all, page] as const,
};

export const academyKeys = {
  all: ['academies'] as const,
  lists: () => [...academyKeys.all, 'list'] as const,
  list: (filters: object) => [...academyKeys.lists(), filters] as const,
  detail: (id: number | string) => [...academyKeys.all, 'detail', String(id)] as const,
  classes: (id: number | string) => [...academyKeys.detail(id), 'classes'] as const,
  memberships: () => [...academyKeys.all, 'memberships'] as const,
  myMemberships: () => [...academyKeys.memberships(), 'mine'] as const,
  myMembership: () => [...academyKeys.memberships(), 'academy-1'] as const,
  adminMemberships: (filters: object) => [...academyKeys.memberships(), 'admin', filters] as const,
  /** GET /api/classes/my-enrollments: the caller's class seats in every academy. */
  myClassEnrollments: () => [...academyKeys.all, 'class-enrollments', 'mine'] as const,
};

export const studentKeys = {
  all: ['student'] as const,
  progress: () => [...studentKeys.all, 'progress'] as const,
  upcomingLessons: () => [...studentKeys.all, 'lessons', 'upcoming'] as const,
  /** Every page of the student's announcements (marking one read refreshes them all). */
  announcements: () => [...studentKeys.all, 'announcements'] as const,
  announcementsPage: (page: number) => [...studentKeys.announcements(), page] as const,
  metrics: () => [...studentKeys.all, 'metrics'] as const,
  activeStudents: (search: string, page: number) => [...studentKeys.all, 'active', search, page] as const,
  /** GET /api/admin/students/{userId}/record: what the admin sees of one student. */
  record: (userId: number) => [...studentKeys.all, 'record', userId] as const,
};

/** Ratings move with every approved result: invalidating `ratingKeys.all` refreshes every view of them. */
export const ratingKeys = {
  all: ['ratings'] as const,
  /** GET /api/me/ratings */
  mine: () => [...ratingKeys.all, 'me'] as const,
  /** GET /api/tournaments/{id}/player-ratings: registrants' ratings in the tournament's sport. */
  tournamentPlayers: (tournamentId: number) => [...ratingKeys.all, 'tournament', tournamentId] as const,
};

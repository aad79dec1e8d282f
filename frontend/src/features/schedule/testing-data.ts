import type { OrderOfPlay, OrderOfPlayMatch, OrderOfPlayUnplaced, ScheduleSettingsView } from '@rallypoint/shared';

export const settingsView = (overrides: Partial<ScheduleSettingsView> = {}): ScheduleSettingsView => ({
  timeZone: 'Europe/London',
  courts: [{ name: 'Centre' }, { name: 'Court 2' }],
  days: [{ date: '2099-06-06', start: '09:00', end: '18:00' }],
  minutes: { league: 60, 'semi-final': 75, final: 90 },
  restMinutes: 30,
  savedAt: '2099-01-01T10:00:00.000Z',
  flagged: [],
  ...overrides,
});

export const placed = (overrides: Partial<OrderOfPlayMatch> = {}): OrderOfPlayMatch => ({
  matchId: '1-league-1-1',
  court: 'Centre',
  start: '2099-06-06T09:00:00+01:00',
  end: '2099-06-06T10:00:00+01:00',
  locked: false,
  division: 'Division 1',
  matchType: 'league',
  round: 1,
  side1: 'Ada Ace',
  side2: 'Bo Baseline',
  mine: false,
  changed: false,
  ...overrides,
});

export const orderOfPlay = (overrides: Partial<OrderOfPlay> = {}): OrderOfPlay => ({
  tournamentId: 7,
  tournamentName: 'Summer Open',
  view: 'draft',
  timeZone: 'Europe/London',
  courts: ['Centre', 'Court 2'],
  days: ['2099-06-06'],
  day: '2099-06-06',
  publishedAt: null,
  matches: [placed()],
  unplaced: [],
  summary: { lines: [], fixes: [] },
  flagged: [],
  calendarPath: null,
  ...overrides,
});

export const unplaced = (overrides: Partial<OrderOfPlayUnplaced> = {}): OrderOfPlayUnplaced => ({
  matchId: '1-league-2-1',
  kind: 'common-time',
  reason: 'Ada Ace and Cy Chip have no time in common on a playing day',
  division: 'Division 1',
  matchType: 'league',
  round: 2,
  side1: 'Ada Ace',
  side2: 'Cy Chip',
  ...overrides,
});

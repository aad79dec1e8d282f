import type { TournamentDisplayStatus, TournamentStoredStatus } from '../constants/tournaments';

/** Dates are calendar days (YYYY-MM-DD); `today` is the club's calendar day. */
export function tournamentDisplayStatus(
  stored: TournamentStoredStatus,
  startDate: string,
  endDate: string,
  today: string,
): TournamentDisplayStatus {
  if (stored !== 'approved') return stored;
  if (today < startDate) return 'upcoming';
  if (today <= endDate) return 'active';
  return 'completed';
}

export function calendarDay(date: Date = new Date()): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

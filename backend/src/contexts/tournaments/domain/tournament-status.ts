import { calendarDay, tournamentDisplayStatus, type TournamentDisplayStatus } from '@rallypoint/shared';
import type { Tournament } from './tournament.entity';

/** The club's calendar day; every date rule compares calendar days, never instants. */
export const today = (): string => calendarDay();

/** decisions.md: approved tournaments show upcoming/active/completed from their dates; others their stored state. */
export function displayStatusOf(
  tournament: Pick<Tournament, 'status' | 'startDate' | 'endDate'>,
  on: string = today(),
): TournamentDisplayStatus {
  return tournamentDisplayStatus(tournament.status, tournament.startDate, tournament.endDate, on);
}

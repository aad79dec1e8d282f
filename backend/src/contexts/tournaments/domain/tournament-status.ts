import { tournamentDisplayStatus, type TournamentDisplayStatus } from '@rallypoint/shared';
import type { Tournament } from './tournament.entity';

/** docs/product-rules.md#tournament-statuses: approved tournaments show upcoming/active/completed from their dates; others their stored state. */
export function displayStatusOf(
  tournament: Pick<Tournament, 'status' | 'startDate' | 'endDate'>,
  on: string,
): TournamentDisplayStatus {
  return tournamentDisplayStatus(tournament.status, tournament.startDate, tournament.endDate, on);
}

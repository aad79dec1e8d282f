import { CREATE_TOURNAMENT_MESSAGES as M } from '@rallypoint/shared';
import type { Tournament } from '../tournament.entity';

export type DateFields = Pick<Tournament, 'startDate' | 'endDate' | 'registrationDeadline'>;

/** §5: the end is on or after the start; registration closes on or before the start. Field → messages. */
export function tournamentDateProblems({ startDate, endDate, registrationDeadline }: DateFields): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (endDate < startDate) problems.endDate = [M.endBeforeStart];
  if (registrationDeadline && registrationDeadline > startDate) problems.registrationDeadline = [M.registrationDeadline];
  return problems;
}

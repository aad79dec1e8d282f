import { isCalendarDay } from './fields';
import { CREATE_TOURNAMENT_MESSAGES as M } from './messages';

export interface TournamentDates {
  startDate?: unknown;
  endDate?: unknown;
  registrationDeadline?: unknown;
}

/**
 * The end is on or after the start; registration closes on or before the start. Field → message, for
 * the dates that are valid days (a malformed one already has its own message). The create and update
 * schemas check the body with this, and the update command checks the merged tournament with it again.
 */
export function tournamentDateProblems({
  startDate,
  endDate,
  registrationDeadline,
}: TournamentDates): Partial<Record<'endDate' | 'registrationDeadline', string>> {
  if (!isCalendarDay(startDate)) return {};
  return {
    ...(isCalendarDay(endDate) && endDate < startDate ? { endDate: M.endBeforeStart } : {}),
    ...(isCalendarDay(registrationDeadline) && registrationDeadline > startDate
      ? { registrationDeadline: M.registrationDeadline }
      : {}),
  };
}

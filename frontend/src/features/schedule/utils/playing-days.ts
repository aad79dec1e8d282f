import { playingDayOutsideDates } from '@rallypoint/shared';

/** The tournament's dates as the detail gives them (a day, or a day with a time). */
export interface TournamentDates {
  startDate: string;
  endDate: string;
  registrationDeadline: string | null;
}

export interface DayOutsideDates {
  /** The day's place in the form, as the organizer sees it. */
  index: number;
  /** The server's own words for it (400 on `days.N.date`). */
  message: string;
}

const dayOf = (value: string) => value.slice(0, 10);

/** The playing days that lie outside the tournament's dates, each with the message the server would give. */
export function daysOutsideDates(days: readonly { date: string }[], tournament: TournamentDates): DayOutsideDates[] {
  const dates = { startDate: dayOf(tournament.startDate), endDate: dayOf(tournament.endDate) };
  return days.flatMap(({ date }, index) =>
    date < dates.startDate || date > dates.endDate ? [{ index, message: playingDayOutsideDates(date, dates) }] : [],
  );
}

export interface MovedDates {
  startDate: string;
  endDate: string;
  /** Sent only when it has to move: registration closes on or before the start, so it comes back to the new start. */
  registrationDeadline?: string;
}

/** Tournament dates that hold exactly the playing days, the first to the last. */
export function datesForDays(days: readonly { date: string }[], tournament: TournamentDates): MovedDates {
  const sorted = days.map((d) => d.date).sort();
  const moved: MovedDates = { startDate: sorted[0], endDate: sorted[sorted.length - 1] };
  const deadline = tournament.registrationDeadline && dayOf(tournament.registrationDeadline);
  return deadline && deadline > moved.startDate ? { ...moved, registrationDeadline: moved.startDate } : moved;
}

import { Query } from '@nestjs/cqrs';

/** A lesson as a calendar shows it; date and time are the club's wall clock. */
export interface CalendarLesson {
  id: number;
  title: string;
  type: string;
  date: string;
  time: string;
  duration: number;
  instructor: string;
  court: string | null;
  notes: string;
}

/** A student's lessons not cancelled, on `since` ('YYYY-MM-DD') or later (at most 500), for their calendar feed. */
export class ListCalendarLessonsQuery extends Query<CalendarLesson[]> {
  constructor(
    readonly studentId: number,
    readonly since: string,
  ) {
    super();
  }
}

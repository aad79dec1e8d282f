import { Query } from '@nestjs/cqrs';
import type { BootcampType } from '@rallypoint/shared';

/** A bootcamp or clinic someone is registered for, as a calendar shows it; dates and times are the club's clock. */
export interface CalendarBootcamp {
  id: number;
  title: string;
  type: BootcampType;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  venue: string;
  venueAddress: string;
}

/** The user's registered bootcamps and clinics ending on `since` ('YYYY-MM-DD') or later (at most 200), for their calendar feed. */
export class ListCalendarBootcampsQuery extends Query<CalendarBootcamp[]> {
  constructor(
    readonly userId: number,
    readonly since: string,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';

/** The iCalendar document behind a private calendar address. */
export class GetPersonalCalendarQuery extends Query<string> {
  constructor(readonly token: string) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { VersionedDocument } from '../../../../platform/http';

/** The iCalendar document behind a private calendar address, and when it last changed. */
export class GetPersonalCalendarQuery extends Query<VersionedDocument> {
  constructor(readonly token: string) {
    super();
  }
}

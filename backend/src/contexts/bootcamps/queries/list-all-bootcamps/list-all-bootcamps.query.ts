import { Query } from '@nestjs/cqrs';
import type { AdminBootcamp, AdminBootcampsQuery, Page } from '@rallypoint/shared';

/** GET /api/admin/bootcamps: every bootcamp (optionally one status), newest first, with the organizer's name. */
export class ListAllBootcampsQuery extends Query<Page<AdminBootcamp>> {
  constructor(readonly filter: AdminBootcampsQuery) {
    super();
  }
}

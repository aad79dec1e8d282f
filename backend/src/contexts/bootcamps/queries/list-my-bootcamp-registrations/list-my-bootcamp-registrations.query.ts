import { Query } from '@nestjs/cqrs';
import type { MyBootcampRegistration } from '@rallypoint/shared';

/**
 * GET /api/my-bootcamp-registrations: the caller's own registrations, newest first. A person's own
 * registrations stay a plain list (decisions.md "Lists at scale": small bounded lists).
 */
export class ListMyBootcampRegistrationsQuery extends Query<MyBootcampRegistration[]> {
  constructor(readonly userId: number) {
    super();
  }
}

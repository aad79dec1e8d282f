import { Query } from '@nestjs/cqrs';
import type { MyBootcampRegistration } from '@rallypoint/shared';

/**
 * GET /api/my-bootcamp-registrations: the caller's own registrations, newest first. A person's own
 * registrations stay a plain list (small bounded lists, docs/product-rules.md#paging).
 */
export class ListMyBootcampRegistrationsQuery extends Query<MyBootcampRegistration[]> {
  constructor(readonly userId: number) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { Bootcamp } from '@rallypoint/shared';

/** One bootcamp with its registration count: what create and approve answer. */
export class ViewBootcampQuery extends Query<Bootcamp> {
  constructor(readonly bootcampId: number) {
    super();
  }
}

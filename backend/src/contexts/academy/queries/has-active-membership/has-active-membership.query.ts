import { Query } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';

/**
 * For other contexts: whether the user has an active membership in any academy (training's students; the
 * My Academy card, about academy 1 only, is GET /api/academies/my-membership). `/api/student/*`
 * answers 403 to a user without one (docs/product-rules.md#academies-and-students).
 * Given the caller's transaction (its manager), it reads there and holds the active membership FOR SHARE until
 * that transaction ends: a decision changing it waits, so the caller's write commits while the user is a member.
 */
export class HasActiveMembershipQuery extends Query<boolean> {
  constructor(
    readonly userId: number,
    readonly manager?: EntityManager,
  ) {
    super();
  }
}

import type { MyMembership } from '@rallypoint/shared';
import type { EntityManager } from 'typeorm';
import { membershipsOf } from '../../persistence/memberships.sql';
import { toMyMembershipView } from '../read-model/academy-views';

/** The caller's applications (optionally in one academy), newest first, with the academy's name. */
export async function myMemberships(manager: EntityManager, userId: number, academyId?: number): Promise<MyMembership[]> {
  const rows = await membershipsOf(manager, userId, academyId);
  return rows.map((member) => toMyMembershipView(member, member.academyName));
}

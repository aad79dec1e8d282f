import type { MyMembership } from '@rallypoint/shared';
import type { EntityManager } from 'typeorm';
import { AcademyMember } from '../../domain/academy-member.entity';
import { Academy } from '../../domain/academy.entity';
import { toMyMembershipView } from '../read-model/academy-views';

/** The caller's applications (optionally in one academy), newest first, with the academy's name. */
export async function myMemberships(manager: EntityManager, userId: number, academyId?: number): Promise<MyMembership[]> {
  const query = manager
    .createQueryBuilder(AcademyMember, 'm')
    .innerJoin(Academy, 'a', 'a.id = m.academyId')
    .addSelect('a.name', 'academy_name')
    .where('m.userId = :userId', { userId });
  if (academyId !== undefined) query.andWhere('m.academyId = :academyId', { academyId });
  const rows = await query.orderBy('m.createdAt', 'DESC').addOrderBy('m.id', 'DESC').getRawAndEntities();
  return rows.entities.map((member, index) => toMyMembershipView(member, String(rows.raw[index].academy_name)));
}

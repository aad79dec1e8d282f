import type { EntityManager } from 'typeorm';
import type { MembershipStatus } from '@rallypoint/shared';
import { rowsAndTotal, type PageWindow } from '../../../platform/database/paging';
import type { AcademyMember } from '../domain/academy-member.entity';

/** A membership row as the entity names its fields, with its academy's name. */
export type MemberWithAcademy = AcademyMember & { academyName: string };

const MEMBER_WITH_ACADEMY_COLUMNS = `m.id, m.academy_id AS "academyId", m.user_id AS "userId", m.membership_type AS "membershipType",
    m.reason, m.experience, m.goals, m.age, m.current_grade AS "currentGrade", m.school_name AS "schoolName",
    m.preferred_time AS "preferredTime", m.preferred_schedule AS "preferredSchedule", m.additional_notes AS "additionalNotes",
    m.status, m.created_at AS "createdAt", m.joined_at AS "joinedAt", m.decided_at AS "decidedAt", m.decided_by AS "decidedBy",
    a.name AS "academyName"`;
const MEMBERS_WITH_ACADEMIES = 'academy_members m JOIN academies a ON a.id = m.academy_id';
const MEMBER_WITH_ACADEMY = `SELECT ${MEMBER_WITH_ACADEMY_COLUMNS} FROM ${MEMBERS_WITH_ACADEMIES}`;

/** The user's applications (optionally in one academy), newest first. */
export function membershipsOf(manager: EntityManager, userId: number, academyId?: number): Promise<MemberWithAcademy[]> {
  return manager.query(
    `${MEMBER_WITH_ACADEMY} WHERE m.user_id = $1 AND ($2::int IS NULL OR m.academy_id = $2) ORDER BY m.created_at DESC, m.id DESC`,
    [userId, academyId ?? null],
  );
}

/** One membership, or none. */
export async function membershipById(manager: EntityManager, membershipId: number): Promise<MemberWithAcademy | undefined> {
  const [row]: MemberWithAcademy[] = await manager.query(`${MEMBER_WITH_ACADEMY} WHERE m.id = $1`, [membershipId]);
  return row;
}

/** A page of every membership (of one status, or all), pending ones first, then newest first; and how many. */
export function membershipPage(
  manager: EntityManager,
  status: MembershipStatus | undefined,
  window: PageWindow,
): Promise<[MemberWithAcademy[], number]> {
  return rowsAndTotal(
    manager,
    {
      select: MEMBER_WITH_ACADEMY_COLUMNS,
      from: `${MEMBERS_WITH_ACADEMIES} WHERE ($1::text IS NULL OR m.status = $1)`,
      params: [status ?? null],
      orderBy: "(m.status <> 'pending') ASC, m.created_at DESC, m.id DESC",
    },
    window,
  );
}

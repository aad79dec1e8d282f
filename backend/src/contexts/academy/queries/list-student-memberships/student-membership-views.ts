import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { MembershipStatus, StudentMembership } from '@rallypoint/shared';
import { DataSource } from 'typeorm';
import { GetUserProfilesQuery, type UserProfile } from '../../../identity';
import type { PageWindow } from '../../../../platform/database/paging';
import { membershipById, membershipPage, type MemberWithAcademy } from '../../persistence/memberships.sql';
import { toStudentMembershipView } from '../read-model/academy-views';

/** A deleted applicant's rows may outlive the account until the deletion clean-up removes them. */
export const UNKNOWN_APPLICANT = 'Unknown';

/** Memberships with their academy's name and the applicant's name (asked of identity, one query per page). */
@Injectable()
export class StudentMembershipViews {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  /** The membership with this id, or none. */
  async one(membershipId: number): Promise<StudentMembership | undefined> {
    const row = await membershipById(this.dataSource.manager, membershipId);
    return row ? (await this.views([row]))[0] : undefined;
  }

  /** A page of memberships (of one status, or all), pending first, then newest first. */
  async page(status: MembershipStatus | undefined, window: PageWindow): Promise<[StudentMembership[], number]> {
    const [rows, total] = await membershipPage(this.dataSource.manager, status, window);
    return [await this.views(rows), total];
  }

  private async views(rows: MemberWithAcademy[]): Promise<StudentMembership[]> {
    const profiles = await this.queries.execute<GetUserProfilesQuery, UserProfile[]>(
      new GetUserProfilesQuery(rows.map((m) => m.userId)),
    );
    const names = new Map(profiles.map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim() || p.username]));
    return rows.map((m) => toStudentMembershipView(m, m.academyName, names.get(m.userId) ?? UNKNOWN_APPLICANT));
  }
}

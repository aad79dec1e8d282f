import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type {
  Page,
  PageQuery,
  RegistrationListItem,
  TournamentParticipant as ParticipantView,
  TournamentParticipantsQuery,
  WaitlistStanding,
} from '@rallypoint/shared';
import { GetDisplayNamesQuery, GetUserProfilesQuery, type UserDisplayName, type UserProfile } from '../../../identity';
import { enforce, notFound, orRefuse } from '../../../../platform/rules';
import { viewRefusal } from '../../domain/rules/tournament-access.rule';
import { today } from '../../domain/tournament-status';
import { TOURNAMENT_NOT_FOUND } from '../../domain/tournament.errors';
import { Tournament } from '../../domain/tournament.entity';
import type { Viewer } from '../../../../platform/auth';
import { Database } from '../../../../platform/database/database';
import { prepared } from '../../../../platform/database/prepared';
import { containsPattern, pageWindow, toPage } from '../../../../platform/database/paging';
import { TOURNAMENT_ACCESS_SQL, type TournamentAccess } from './tournament-access';
import type { TournamentView } from './tournament-view';
import { PARTICIPANTS_ORDER_SQL, PARTICIPANTS_SQL } from './taking-part';
import { isoTime, TOURNAMENT_COLUMNS_SQL, type TournamentRow } from './tournament-rows';
import { type FormStanding, TOURNAMENT_WITH_STANDING_SQL } from './tournament-standing-sql';
import { type StandingColumns, toWaitlistStanding } from './waitlist-standing';

export const UNKNOWN_NAME = 'Unknown';

const TOURNAMENT_BY_ID_SQL = `SELECT ${TOURNAMENT_COLUMNS_SQL} FROM tournaments t WHERE t.id = $2`;

/** Reads shared by the query handlers: tournaments with their organizer's name and head count. */
@Injectable()
export class TournamentViews {
  constructor(
    @InjectRepository(Tournament) readonly tournaments: Repository<Tournament>,
    private readonly db: Database,
    private readonly queries: QueryBus,
  ) {}

  /** The tournament's organizer and status if this viewer may know it exists (see viewRefusal); otherwise a 404. */
  async visibleTo(viewer: Viewer | null, tournamentId: number): Promise<TournamentAccess> {
    const rows = await this.db.rows<TournamentAccess>(TOURNAMENT_ACCESS_SQL, [tournamentId]);
    const tournament = orRefuse(rows[0], notFound(TOURNAMENT_NOT_FOUND));
    enforce(viewRefusal(tournament, viewer));
    return tournament;
  }

  /** One tournament by id with its head count and organizer name: two queries, no entity hydration. */
  async view(tournamentId: number, on: string = today()): Promise<TournamentView | null> {
    const rows = await this.db.rows<TournamentRow>(prepared(TOURNAMENT_BY_ID_SQL, [on, tournamentId]));
    return rows.length ? (await this.withOrganizerNames(rows))[0] : null;
  }

  /**
   * One tournament with whether a newcomer finds no free place and the viewer's place in line (none for a null
   * viewer), in the same statement as the tournament: the detail page is read far more often than anything changes.
   */
  async viewWithStanding(
    tournamentId: number,
    viewer: { id: number; email: string } | null,
    on: string = today(),
  ): Promise<(TournamentView & WaitlistStanding & FormStanding) | null> {
    const rows = await this.db.rows<TournamentRow & Pick<StandingColumns, 'hasWaitlist' | 'waitlistPosition'> & FormStanding>(
      prepared(TOURNAMENT_WITH_STANDING_SQL, [on, tournamentId, viewer?.id ?? null, viewer?.email ?? '']),
    );
    if (!rows.length) return null;
    const [view] = await this.withOrganizerNames(rows);
    return { ...view, ...toWaitlistStanding(view) };
  }

  /** Raw tournament rows (`$1` is today); the caller's SQL after FROM adds the filter, order and window. */
  async rows<R extends TournamentRow = TournamentRow>(afterFrom: string, params: unknown[], extraColumns = ''): Promise<R[]> {
    return this.db.rows<R>(prepared(`SELECT ${TOURNAMENT_COLUMNS_SQL}${extraColumns} FROM tournaments t ${afterFrom}`, params));
  }

  /** The organizers' names for a page of rows, in one query to the identity context. */
  async withOrganizerNames<R extends TournamentRow>(rows: R[]): Promise<Array<R & { organizerName: string }>> {
    if (rows.length === 0) return [];
    const names = await this.queries.execute<GetDisplayNamesQuery, UserDisplayName[]>(
      new GetDisplayNamesQuery(rows.map((row) => row.organizerId)),
    );
    const nameOf = new Map(names.map(({ id, name }) => [id, name]));
    return rows.map((row) => Object.assign(row, { organizerName: nameOf.get(row.organizerId) ?? UNKNOWN_NAME }));
  }

  /** A count without loading rows. */
  async count(afterFrom: string, params: unknown[]): Promise<number> {
    const rows = await this.db.rows<{ total: number }>(
      prepared(`SELECT count(*)::int AS total FROM tournaments t ${afterFrom}`, params),
    );
    return rows[0].total;
  }

  /**
   * Who takes part (PARTICIPANTS_SQL), unpaged, with their profile data, in sign-up order: for other contexts' checks,
   * always narrowed or small. `among` narrows the answer to those users ("do these people take part?"); `named` to
   * those whose shown name is this one, letter case aside ("who is the opponent this result names?").
   */
  async participantList(tournamentId: number, filter: ParticipantFilter = {}): Promise<ParticipantView[]> {
    const rows = await this.participantRows(participantParams(tournamentId, filter));
    return this.withProfileData(rows);
  }

  /**
   * A page of everyone who takes part, in sign-up order (PARTICIPANTS_ORDER_SQL), searched in SQL over the shown name
   * and the username; the total comes with the page's rows (a window count), counted on its own only past the end.
   */
  async participantPage(tournamentId: number, { search, ...page }: TournamentParticipantsQuery): Promise<Page<ParticipantView>> {
    const { limit, offset } = pageWindow(page);
    const params = participantParams(tournamentId, { search });
    const rows = await this.participantRows(params, { limit, offset });
    const total = rows.length ? rows[0].total : offset === 0 ? 0 : await this.participantCount(params);
    return toPage(await this.withProfileData(rows), total, page);
  }

  private async participantRows(params: unknown[], window?: { limit: number; offset: number }): Promise<ParticipantRow[]> {
    const rows = await this.db.rows<ParticipantRow>(
      `SELECT p.user_id AS "userId", ${isoTime('p.registration_date')} AS "registrationDate", p.status,
              count(*) OVER ()::int AS total
       ${PARTICIPANTS_SQL}
       ${PARTICIPANTS_ORDER_SQL}${window ? ` LIMIT ${Number(window.limit)} OFFSET ${Number(window.offset)}` : ''}`,
      params,
    );
    return rows;
  }

  private async participantCount(params: unknown[]): Promise<number> {
    const rows = await this.db.rows<{ total: number }>(`SELECT count(*)::int AS total ${PARTICIPANTS_SQL}`, params);
    return rows[0].total;
  }

  /** Names, level and contact details from the identity context, in one query for the rows. */
  private async withProfileData(rows: ParticipantRow[]): Promise<ParticipantView[]> {
    const profiles = await this.profiles(rows.map((row) => row.userId));
    return rows.map((row) => {
      const profile = profiles.get(row.userId);
      return {
        participantId: row.userId,
        firstName: profile?.firstName ?? UNKNOWN_NAME,
        lastName: profile?.lastName ?? '',
        username: profile?.username ?? '',
        email: profile?.email ?? '',
        phone: profile?.phone ?? null,
        level: profile?.level ?? null,
        registrationDate: row.registrationDate,
        status: row.status,
      };
    });
  }

  async registrationList(tournamentId: number): Promise<RegistrationListItem[]> {
    return this.registrationRows(tournamentId, 'ALL', 0);
  }

  /** A page of a tournament's registrations, oldest first, on the (tournament_id, registration_date, id) index. */
  async registrationPage(tournamentId: number, query: PageQuery): Promise<Page<RegistrationListItem>> {
    const { limit, offset } = pageWindow(query);
    const [items, count] = await Promise.all([
      this.registrationRows(tournamentId, limit, offset),
      this.db.rows<{ total: number }>(`SELECT count(*)::int AS total FROM tournament_registrations WHERE tournament_id = $1`, [
        tournamentId,
      ]),
    ]);
    return toPage(items, count[0].total, query);
  }

  private async registrationRows(tournamentId: number, limit: number | 'ALL', offset: number): Promise<RegistrationListItem[]> {
    return this.db.rows<RegistrationListItem>(
      `SELECT id, full_name AS "fullName", email, phone, sport, skill_level AS "skillLevel",
         skill_description AS "skillDescription", handedness, available_times AS "availableTimes",
         to_char(registration_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "registrationDate", status
       FROM tournament_registrations WHERE tournament_id = $1
       ORDER BY registration_date, id LIMIT ${limit === 'ALL' ? 'ALL' : Number(limit)} OFFSET ${Number(offset)}`,
      [tournamentId],
    );
  }

  /** People's names and contact details belong to the identity context; asked for through its query. */
  private async profiles(userIds: number[]): Promise<Map<number, UserProfile>> {
    const profiles = await this.queries.execute<GetUserProfilesQuery, UserProfile[]>(new GetUserProfilesQuery(userIds));
    return new Map(profiles.map((profile) => [profile.id, profile]));
  }
}

/** Narrows who takes part: to some users, to a shown name, or by a search over names and usernames. */
export interface ParticipantFilter {
  among?: readonly number[] | null;
  named?: string | null;
  search?: string | null;
}

type ParticipantRow = { userId: number; registrationDate: string; status: string; total: number };

/** PARTICIPANTS_SQL's `$1`…`$4`. */
function participantParams(tournamentId: number, { among, named, search }: ParticipantFilter): unknown[] {
  return [
    tournamentId,
    among ? [...among] : null,
    search ? containsPattern(search) : null,
    named ? named.trim().replace(/\s+/g, ' ') : null,
  ];
}

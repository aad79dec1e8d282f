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
import {
  GetDisplayNamesQuery,
  GetUserProfilesQuery,
  MatchUserNamesQuery,
  type UserDisplayName,
  type UserProfile,
} from '../../../identity';
import { enforce, notFound, orRefuse } from '../../../../platform/rules';
import { viewRefusal } from '../../domain/rules/tournament-access.rule';
import { TOURNAMENT_NOT_FOUND } from '../../domain/tournament.errors';
import { Tournament } from '../../domain/tournament.entity';
import type { Viewer } from '../../../../platform/auth';
import { Clock } from '../../../../platform/clock';
import { Database } from '../../../../platform/database/database';
import { readPage, windowTotal } from '../../../../platform/database/paging';
import { containsPattern } from '../../../../platform/database/text-search';
import type { TournamentView } from './tournament-view';
import { countParticipants, linkedAccounts, participantRows, type ParticipantSearch } from '../../persistence/participants.sql';
import { countRegistrations, registrationRows } from '../../persistence/registrations.sql';
import type { TournamentRow } from '../../persistence/tournament-columns.sql';
import {
  countApprovedTournaments,
  countTournaments,
  type FormStanding,
  type StandingColumns,
  type TournamentAccess,
  tournamentAccess,
  tournamentById,
  tournamentRows,
  tournamentWithStanding,
} from '../../persistence/tournaments.sql';
import { toParticipantView } from './participant-view';
import { toWaitlistStanding } from './waitlist-standing';

export const UNKNOWN_NAME = 'Unknown';

/** Reads shared by the query handlers: tournaments with their organizer's name and head count. */
@Injectable()
export class TournamentViews {
  constructor(
    @InjectRepository(Tournament) readonly tournaments: Repository<Tournament>,
    private readonly db: Database,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  /** The tournament's organizer and status if this viewer may know it exists (see viewRefusal); otherwise a 404. */
  async visibleTo(viewer: Viewer | null, tournamentId: number): Promise<TournamentAccess> {
    const tournament = orRefuse(await tournamentAccess(this.db, tournamentId), notFound(TOURNAMENT_NOT_FOUND));
    enforce(viewRefusal(tournament, viewer));
    return tournament;
  }

  /** One tournament by id with its head count and organizer name: two queries, no entity hydration. */
  async view(tournamentId: number): Promise<TournamentView | null> {
    const rows = await tournamentById(this.db, this.clock.today(), tournamentId);
    return rows.length ? (await this.withOrganizerNames(rows))[0] : null;
  }

  /**
   * One tournament with whether a newcomer finds no free place and the viewer's place in line (none for a null
   * viewer), in the same statement as the tournament: the detail page is read far more often than anything changes.
   */
  async viewWithStanding(
    tournamentId: number,
    viewer: { id: number; email: string } | null,
  ): Promise<(TournamentView & WaitlistStanding & FormStanding & Pick<StandingColumns, 'hasWaitlist'>) | null> {
    const rows = await tournamentWithStanding(this.db, this.clock.today(), tournamentId, viewer);
    if (!rows.length) return null;
    const [view] = await this.withOrganizerNames(rows);
    return Object.assign(view, toWaitlistStanding(view));
  }

  /** Raw tournament rows (`$1` is today); the caller's SQL after FROM adds the filter, order and window. */
  async rows<R extends TournamentRow = TournamentRow>(afterFrom: string, params: unknown[], extraColumns = ''): Promise<R[]> {
    return tournamentRows<R>(this.db, afterFrom, params, extraColumns);
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
    return countTournaments(this.db, afterFrom, params);
  }

  /** How many tournaments are approved, read from the kept count. */
  approvedCount(): Promise<number> {
    return countApprovedTournaments(this.db);
  }

  /**
   * A page of the entries holding a place (docs/decisions/0013), in entry order, in one statement; an entry linked to an
   * account shows the account's names, @username and level (identity's, asked for the page's accounts at once), an
   * entry without one its own full name split at the first space. A search looks at the entry's name and the linked
   * accounts' names and @usernames (identity's MatchUserNamesQuery), never an e-mail.
   */
  async participantPage(tournamentId: number, { search, ...page }: TournamentParticipantsQuery): Promise<Page<ParticipantView>> {
    const found = search ? await this.participantSearch(tournamentId, search) : null;
    return readPage(
      page,
      async ({ limit, offset }) => {
        const rows = await participantRows(this.db, tournamentId, found, limit, offset);
        return [rows, await windowTotal(rows, () => countParticipants(this.db, tournamentId, found))];
      },
      async (rows) => {
        const profiles = await this.profiles(rows.flatMap((row) => (row.userId === null ? [] : [row.userId])));
        return rows.map((row) => toParticipantView(row, row.userId === null ? undefined : profiles.get(row.userId)));
      },
    );
  }

  /** The search over entries' names, and the tournament's linked accounts whose names or usernames identity finds. */
  private async participantSearch(tournamentId: number, search: string): Promise<ParticipantSearch> {
    const linked = await linkedAccounts(this.db, tournamentId);
    const accounts = linked.length
      ? await this.queries.execute<MatchUserNamesQuery, number[]>(new MatchUserNamesQuery(linked, { search }))
      : [];
    return { pattern: containsPattern(search), accounts };
  }

  /** A page of a tournament's entries (withdrawn ones too), oldest first, on the (tournament_id, registration_date, id) index. */
  async registrationPage(tournamentId: number, query: PageQuery): Promise<Page<RegistrationListItem>> {
    return readPage(query, ({ limit, offset }) =>
      Promise.all([registrationRows(this.db, tournamentId, limit, offset), countRegistrations(this.db, tournamentId)]),
    );
  }

  /** People's names and contact details belong to the identity context; asked for through its query. */
  private async profiles(userIds: number[]): Promise<Map<number, UserProfile>> {
    if (!userIds.length) return new Map();
    const profiles = await this.queries.execute<GetUserProfilesQuery, UserProfile[]>(new GetUserProfilesQuery(userIds));
    return new Map(profiles.map((profile) => [profile.id, profile]));
  }
}

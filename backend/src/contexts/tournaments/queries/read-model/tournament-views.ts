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
  FindUsersByEmailsQuery,
  GetDisplayNamesQuery,
  GetUserProfilesQuery,
  MatchUserNamesQuery,
  type NameMatch,
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
import { readPage } from '../../../../platform/database/paging';
import type { TournamentView } from './tournament-view';
import { type SignUpRow, signUpRows } from '../../persistence/participants.sql';
import { countRegistrations, registrationRows } from '../../persistence/registrations.sql';
import type { TournamentRow } from '../../persistence/tournament-columns.sql';
import {
  countApprovedTournaments,
  countTournaments,
  type FormStanding,
  type TournamentAccess,
  tournamentAccess,
  tournamentById,
  tournamentRows,
  tournamentWithStanding,
} from '../../persistence/tournaments.sql';
import { type Participation, takingPart } from './taking-part';
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
  ): Promise<(TournamentView & WaitlistStanding & FormStanding) | null> {
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
   * Who takes part (takingPart), unpaged, with their profile data, in sign-up order: for other contexts' checks,
   * always narrowed or small. `among` narrows the answer to those users ("do these people take part?"); `named` to
   * those whose shown name is this one, letter case aside ("who is the opponent this result names?"). The whole list
   * (the fixtures page) takes two rounds: the sign-ups, then identity's accounts of the form's e-mails and the
   * enrolled users' profiles at once.
   */
  async participantList(tournamentId: number, { among, named }: ParticipantFilter = {}): Promise<ParticipantView[]> {
    const signUps = await signUpRows(this.db, tournamentId);
    const { people, profiles } = await this.takingPart(signUps, among ?? null);
    const wanted = named ? await this.named(people, { shownName: named }) : people;
    return this.withProfileData(wanted, profiles);
  }

  /**
   * A page of everyone who takes part, in sign-up order, searched over the shown name and the username (identity's
   * MatchUserNamesQuery, never the e-mail); the total is everyone the search finds.
   */
  async participantPage(tournamentId: number, { search, ...page }: TournamentParticipantsQuery): Promise<Page<ParticipantView>> {
    const signUps = await signUpRows(this.db, tournamentId);
    const { people, profiles } = await this.takingPart(signUps, null, { enrolledProfiles: false });
    const found = search ? await this.named(people, { search }) : people;
    return readPage(
      page,
      async ({ limit, offset }) => [found.slice(offset, offset + limit), found.length],
      (shown) => this.withProfileData(shown, profiles),
    );
  }

  /**
   * Who takes part, and the profiles already read on the way: whose account a form entry's e-mail is, identity
   * answers, for the form's e-mails, or, narrowed to some users, for theirs (their profiles hold their e-mails).
   */
  private async takingPart(
    signUps: SignUpRow[],
    among: readonly number[] | null,
    { enrolledProfiles = true } = {},
  ): Promise<{ people: Participation[]; profiles: Map<number, UserProfile> }> {
    const emails = [...new Set(signUps.flatMap((row) => (row.email === null ? [] : [row.email])))];
    const enrolled = signUps.flatMap((row) => (row.userId === null ? [] : [row.userId]));
    const [accounts, enrolledOnes] = await Promise.all([
      among ? this.profiles([...among]) : emails.length ? this.accountsOf(emails) : new Map<number, UserProfile>(),
      enrolledProfiles && !among ? this.profiles(enrolled) : new Map<number, UserProfile>(),
    ]);
    const idOfEmail = new Map([...accounts.values()].map((account) => [account.email.toLowerCase(), account.id]));
    const everyone = takingPart(signUps, (email) => idOfEmail.get(email));
    const people = among ? everyone.filter((person) => among.includes(person.userId)) : everyone;
    return { people, profiles: new Map([...enrolledOnes, ...accounts]) };
  }

  /** Those of these people a name search finds (identity's, over names and usernames), in the same order. */
  private async named(people: Participation[], match: NameMatch): Promise<Participation[]> {
    if (!people.length) return [];
    const ids = await this.queries.execute<MatchUserNamesQuery, number[]>(
      new MatchUserNamesQuery(
        people.map((person) => person.userId),
        match,
      ),
    );
    const found = new Set(ids);
    return people.filter((person) => found.has(person.userId));
  }

  /** Names, level and contact details from the identity context: those not already read, in one query. */
  private async withProfileData(rows: Participation[], known: Map<number, UserProfile>): Promise<ParticipantView[]> {
    const missing = rows.map((row) => row.userId).filter((id) => !known.has(id));
    const profiles = missing.length ? new Map([...known, ...(await this.profiles(missing))]) : known;
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
    return registrationRows(this.db, tournamentId, 'ALL', 0);
  }

  /** A page of a tournament's registrations, oldest first, on the (tournament_id, registration_date, id) index. */
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

  /** The accounts of these e-mail addresses (lower case), by user id. */
  private async accountsOf(emails: string[]): Promise<Map<number, UserProfile>> {
    const accounts = await this.queries.execute<FindUsersByEmailsQuery, UserProfile[]>(new FindUsersByEmailsQuery(emails));
    return new Map(accounts.map((account) => [account.id, account]));
  }
}

/** Narrows who takes part: to some users, or to those shown by a name. */
export interface ParticipantFilter {
  among?: readonly number[] | null;
  named?: string | null;
}

import type { QueryBus } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import { equalsIgnoringCase } from '../../../../platform/database/find-options';
import type { Transaction } from '../../../../platform/events';
import { notFound, orRefuse } from '../../../../platform/rules';
import { FindUsersByEmailsQuery, GetUserProfilesQuery, type UserProfile } from '../../../identity';
import { EntryLinked } from '../../domain/events/entry-linked.event';
import { TournamentEntry } from '../../domain/tournament-entry.entity';
import { TournamentWaitlistEntry } from '../../domain/tournament-waitlist-entry.entity';
import { ACCOUNT_NOT_FOUND } from '../../domain/tournament.errors';
import type { Tournament } from '../../domain/tournament.entity';

/** Who sends the form, when signed in: their account's entry is the one the form completes (docs/decisions/0013). */
export interface FormSender {
  id: number;
  email: string;
}

/**
 * The entry a person has in a tournament, withdrawn or not: the account's, else the one of its e-mail (any case) not
 * linked to another account. One entry per person (docs/decisions/0013): the way they come second completes it.
 */
export async function entryOf(
  manager: EntityManager,
  tournamentId: number,
  person: { userId: number | null; email: string },
): Promise<TournamentEntry | null> {
  const linked =
    person.userId === null ? null : await manager.findOneBy(TournamentEntry, { tournamentId, userId: person.userId });
  if (linked) return linked;
  const ofEmail = await manager.findOneBy(TournamentEntry, { tournamentId, email: equalsIgnoringCase(person.email) });
  return ofEmail && (ofEmail.userId === null || ofEmail.userId === person.userId) ? ofEmail : null;
}

/** The account's profile (identity's), which an entry made by Enroll is made from; asked once per transaction. */
export async function profileOf(tx: Transaction | null, queries: QueryBus, userId: number): Promise<UserProfile> {
  const query = new GetUserProfilesQuery([userId]);
  const [profile] = await (tx
    ? tx.ask<UserProfile[]>(queries, query)
    : queries.execute<GetUserProfilesQuery, UserProfile[]>(query));
  return orRefuse(profile, notFound(ACCOUNT_NOT_FOUND));
}

/** Links an entry made without an account to the account (its verified e-mail is the entry's, or it enrolled). */
export async function linkEntry(
  tx: Transaction,
  tournament: Pick<Tournament, 'id' | 'sport'>,
  entry: TournamentEntry,
  userId: number,
): Promise<void> {
  await tx.manager.update(TournamentEntry, { id: entry.id }, { userId });
  entry.userId = userId;
  tx.record(new EntryLinked(tournament.id, { entryId: entry.id, userId, sport: tournament.sport }));
}

/**
 * The account a form's e-mail belongs to: the signed-in sender's when it is their account's address, else the verified
 * account of that address (identity's); none when nobody's. An unverified address proves nobody's.
 */
export async function accountOfEmail(
  tx: Transaction,
  queries: QueryBus,
  email: string,
  sender: FormSender | null,
): Promise<number | null> {
  if (sender && sender.email.toLowerCase() === email.toLowerCase()) return sender.id;
  const accounts = await tx.ask<UserProfile[]>(queries, new FindUsersByEmailsQuery([email]));
  return accounts.find((account) => account.emailVerified)?.id ?? null;
}

/** Whether this person (the account, or the e-mail whatever its case) waits in the tournament's line. */
export async function isWaiting(
  manager: EntityManager,
  tournamentId: number,
  person: { userId: number | null; email: string },
): Promise<boolean> {
  const byAccount =
    person.userId !== null && (await manager.existsBy(TournamentWaitlistEntry, { tournamentId, userId: person.userId }));
  return byAccount || manager.existsBy(TournamentWaitlistEntry, { tournamentId, email: equalsIgnoringCase(person.email) });
}

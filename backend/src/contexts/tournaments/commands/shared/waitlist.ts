import type { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from 'typeorm';
import { Transaction } from '../../../../platform/events';
import type { PlaceFor } from '../../../../platform/waitlist';
import { entryFormOf, entryFromForm, entryFromProfile } from '../../domain/entry-sources';
import { EntryLinked } from '../../domain/events/entry-linked.event';
import { TournamentWaitlistPromoted } from '../../domain/events/tournament-waitlist-promoted.event';
import { type Places } from '../../domain/rules/places.rule';
import { displayStatusOf } from '../../domain/tournament-status';
import { TournamentEntry } from '../../domain/tournament-entry.entity';
import type { TournamentWaitlistEntry } from '../../domain/tournament-waitlist-entry.entity';
import { Tournament } from '../../domain/tournament.entity';
import { fillEntryForm } from '../../persistence/entries.sql';
import { tournamentWaitlist } from '../../persistence/waitlist';
import { entryOf, profileOf } from './entries';

/**
 * The tournament's places as they stand: entries holding a place (made by the form or by Enroll) and the line. The
 * caller holds its row lock, so enrolments, withdrawals and the line stay so until it commits; a form entry committing
 * meanwhile is counted at its own commit (the trigger tournament_entries_within_places).
 */
export async function countPlaces(
  manager: EntityManager,
  tournament: Pick<Tournament, 'id' | 'maxParticipants'>,
): Promise<Places> {
  const { taken, waiting } = await tournamentWaitlist.places(manager, tournament.id, tournament.maxParticipants);
  return { maxParticipants: tournament.maxParticipants, participantCount: taken, waitingCount: waiting };
}

/**
 * Fills the tournament's free places from the head of its line (platform/waitlist), in the caller's transaction,
 * which must hold the tournament's row lock. The line closes when play starts (enrolment's window), so a place freed
 * later stays free. Each promotion is recorded; its reaction e-mails the entrant.
 */
export async function promoteFromWaitlist(
  tx: Transaction,
  queries: QueryBus,
  tournament: Tournament,
  today: string,
): Promise<number[]> {
  if (displayStatusOf(tournament, today) !== 'upcoming') return [];
  const promoted = await tournamentWaitlist.promote(
    tx.manager,
    tournament.id,
    tournament.maxParticipants,
    placeIn(tx, queries, tournament),
  );
  if (promoted.length === 0) return [];
  tx.hold(Tournament, tournament);
  for (const { entry, placeId } of promoted) {
    tx.record(
      new TournamentWaitlistPromoted(tournament.id, {
        tournamentId: tournament.id,
        entryId: placeId,
        userId: entry.userId,
        email: entry.email,
      }),
    );
  }
  return promoted.map((promotion) => promotion.placeId);
}

/**
 * The entry a promoted line row is given: the one this person already has (withdrawn: taken up again, linked to the
 * account if it had none), else a new one from the form they sent or from the account's profile.
 */
function placeIn(tx: Transaction, queries: QueryBus, tournament: Tournament): PlaceFor<TournamentWaitlistEntry, TournamentEntry> {
  return async (_tournamentId, row) => {
    const existing = await entryOf(tx.manager, tournament.id, row);
    if (row.form) {
      if (!existing) {
        const entry = entryFromForm(tournament, row.form, row.userId);
        return entry.userId === null ? entry : linkedOnInsert(tx, tournament, entry);
      }
      const filled = await fillEntryForm(tx.manager, existing.id, entryFormOf(row.form), {
        status: 'pending',
        userId: row.userId,
      });
      if (existing.userId === null && filled.userId !== null) recordLink(tx, tournament, filled.id, filled.userId);
      return filled.id;
    }
    const userId = row.userId!;
    if (!existing) return entryFromProfile(tournament, await profileOf(tx, queries, userId));
    await tx.manager.update(TournamentEntry, { id: existing.id }, { status: 'registered', userId });
    if (existing.userId === null) recordLink(tx, tournament, existing.id, userId);
    return existing.id;
  };
}

/** A form entrant linked while waiting becomes an entry linked to the account: inserted here to record the link. */
async function linkedOnInsert(tx: Transaction, tournament: Tournament, entry: ReturnType<typeof entryFromForm>): Promise<number> {
  const { identifiers } = await tx.manager.insert(TournamentEntry, entry);
  const id = Number(identifiers[0].id);
  recordLink(tx, tournament, id, entry.userId!);
  return id;
}

function recordLink(tx: Transaction, tournament: Pick<Tournament, 'id' | 'sport'>, entryId: number, userId: number): void {
  tx.record(new EntryLinked(tournament.id, { entryId, userId, sport: tournament.sport }));
}

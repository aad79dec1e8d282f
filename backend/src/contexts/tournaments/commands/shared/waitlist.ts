import { EntityManager } from 'typeorm';
import { Transaction } from '../../../../platform/events';
import { TournamentWaitlistPromoted } from '../../domain/events/tournament-waitlist-promoted.event';
import { type Places } from '../../domain/rules/places.rule';
import { displayStatusOf } from '../../domain/tournament-status';
import { Tournament } from '../../domain/tournament.entity';
import { tournamentWaitlist } from '../../persistence/waitlist';

/** The tournament's places as they stand; the caller holds its row lock, so they stay so until it commits. */
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
 * later stays free. Each promotion is recorded; its reaction e-mails the player.
 */
export async function promoteFromWaitlist(tx: Transaction, tournament: Tournament, today: string): Promise<number[]> {
  if (displayStatusOf(tournament, today) !== 'upcoming') return [];
  const promoted = await tournamentWaitlist.promote(tx.manager, tournament.id, tournament.maxParticipants);
  if (promoted.length === 0) return [];
  tx.hold(Tournament, tournament);
  for (const { userId } of promoted) {
    tx.record(new TournamentWaitlistPromoted(tournament.id, { tournamentId: tournament.id, userId }));
  }
  return promoted.map((promotion) => promotion.userId);
}

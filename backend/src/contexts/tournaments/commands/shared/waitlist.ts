import { EntityManager } from 'typeorm';
import { Transaction } from '../../../../platform/events';
import { TournamentWaitlistPromoted } from '../../domain/events/tournament-waitlist-promoted.event';
import { placesToPromote, type Places } from '../../domain/rules/places.rule';
import { TournamentParticipant } from '../../domain/tournament-participant.entity';
import { displayStatusOf } from '../../domain/tournament-status';
import { TournamentWaitlistEntry } from '../../domain/tournament-waitlist-entry.entity';
import { Tournament } from '../../domain/tournament.entity';

/** The tournament's places as they stand; the caller holds its row lock, so they stay so until it commits. */
export async function countPlaces(
  manager: EntityManager,
  tournament: Pick<Tournament, 'id' | 'maxParticipants'>,
): Promise<Places> {
  const participantCount = await manager.countBy(TournamentParticipant, { tournamentId: tournament.id });
  const waitingCount = await manager.countBy(TournamentWaitlistEntry, { tournamentId: tournament.id });
  return { maxParticipants: tournament.maxParticipants, participantCount, waitingCount };
}

/**
 * Fills the tournament's free places from the head of its line (joined first, then lowest id), in the caller's
 * transaction, which must hold the tournament's row lock: the place given back and the promotion commit together,
 * so no enrolment can take the place in between. The line closes when play starts (enrolment's window), so a place
 * freed later stays free. Each promotion is recorded; its reaction e-mails the player.
 */
export async function promoteFromWaitlist(tx: Transaction, tournament: Tournament, today: string): Promise<number[]> {
  if (displayStatusOf(tournament, today) !== 'upcoming') return [];
  const count = placesToPromote(await countPlaces(tx.manager, tournament));
  if (count === 0) return [];
  const head = await tx.manager.find(TournamentWaitlistEntry, {
    where: { tournamentId: tournament.id },
    order: { joinedAt: 'ASC', id: 'ASC' },
    take: count,
  });
  await tx.manager.delete(
    TournamentWaitlistEntry,
    head.map((entry) => entry.id),
  );
  await tx.manager.insert(
    TournamentParticipant,
    head.map((entry) => ({ tournamentId: tournament.id, participantId: entry.userId })),
  );
  tx.hold(Tournament, tournament);
  for (const entry of head) {
    tx.record(new TournamentWaitlistPromoted(tournament.id, { tournamentId: tournament.id, userId: entry.userId }));
  }
  return head.map((entry) => entry.userId);
}

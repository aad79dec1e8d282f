import { EntityManager } from 'typeorm';
import { Transaction } from '../../../../platform/events';
import { Bootcamp } from '../../domain/bootcamp.entity';
import { BootcampWaitlistPromoted } from '../../domain/events/bootcamp-waitlist-promoted.event';
import { type Places } from '../../domain/rules/places.rule';
import { bootcampWaitlist } from '../../persistence/waitlist';

/** The bootcamp's places as they stand; the caller holds its row lock, so they stay so until it commits. */
export async function countPlaces(manager: EntityManager, bootcamp: Pick<Bootcamp, 'id' | 'maxParticipants'>): Promise<Places> {
  const { taken, waiting } = await bootcampWaitlist.places(manager, bootcamp.id, bootcamp.maxParticipants);
  return { maxParticipants: bootcamp.maxParticipants, registrationCount: taken, waitingCount: waiting };
}

/**
 * Fills the bootcamp's free places from the head of its line (platform/waitlist), in the caller's transaction, which
 * must hold the bootcamp's row lock. Like registration, the line closes when the bootcamp ends. Each promotion is
 * recorded; its reaction e-mails the user.
 */
export async function promoteFromWaitlist(tx: Transaction, bootcamp: Bootcamp, today: string): Promise<number[]> {
  if (bootcamp.status !== 'approved' || bootcamp.endDate < today) return [];
  const promoted = await bootcampWaitlist.promote(tx.manager, bootcamp.id, bootcamp.maxParticipants);
  if (promoted.length === 0) return [];
  tx.hold(Bootcamp, bootcamp);
  for (const { userId, placeId } of promoted) {
    tx.record(
      new BootcampWaitlistPromoted(bootcamp.id, {
        bootcampId: bootcamp.id,
        userId,
        registrationId: placeId,
        title: bootcamp.title,
      }),
    );
  }
  return promoted.map((promotion) => promotion.userId);
}

import { EntityManager } from 'typeorm';
import { Transaction } from '../../../../platform/events';
import { BootcampRegistration } from '../../domain/bootcamp-registration.entity';
import { BootcampWaitlistEntry } from '../../domain/bootcamp-waitlist-entry.entity';
import { Bootcamp } from '../../domain/bootcamp.entity';
import { BootcampWaitlistPromoted } from '../../domain/events/bootcamp-waitlist-promoted.event';
import { placesToPromote, type Places } from '../../domain/rules/places.rule';

/** The bootcamp's places as they stand; the caller holds its row lock, so they stay so until it commits. */
export async function countPlaces(manager: EntityManager, bootcamp: Pick<Bootcamp, 'id' | 'maxParticipants'>): Promise<Places> {
  const registrationCount = await manager.countBy(BootcampRegistration, { bootcampId: bootcamp.id });
  const waitingCount = await manager.countBy(BootcampWaitlistEntry, { bootcampId: bootcamp.id });
  return { maxParticipants: bootcamp.maxParticipants, registrationCount, waitingCount };
}

/**
 * Fills the bootcamp's free places from the head of its line (joined first, then lowest id), in the caller's
 * transaction, which must hold the bootcamp's row lock: the place given back and the promotion commit together, so
 * no registration can take it in between. Like registration, the line closes when the bootcamp ends. Each promotion
 * is recorded; its reaction e-mails the user.
 */
export async function promoteFromWaitlist(tx: Transaction, bootcamp: Bootcamp, today: string): Promise<number[]> {
  if (bootcamp.status !== 'approved' || bootcamp.endDate < today) return [];
  const count = placesToPromote(await countPlaces(tx.manager, bootcamp));
  if (count === 0) return [];
  const head = await tx.manager.find(BootcampWaitlistEntry, {
    where: { bootcampId: bootcamp.id },
    order: { joinedAt: 'ASC', id: 'ASC' },
    take: count,
  });
  await tx.manager.delete(
    BootcampWaitlistEntry,
    head.map((entry) => entry.id),
  );
  const { identifiers } = await tx.manager.insert(
    BootcampRegistration,
    head.map((entry) => ({ bootcampId: bootcamp.id, userId: entry.userId })),
  );
  tx.hold(Bootcamp, bootcamp);
  head.forEach((entry, index) =>
    tx.record(
      new BootcampWaitlistPromoted(bootcamp.id, {
        bootcampId: bootcamp.id,
        userId: entry.userId,
        registrationId: Number(identifiers[index].id),
        title: bootcamp.title,
      }),
    ),
  );
  return head.map((entry) => entry.userId);
}

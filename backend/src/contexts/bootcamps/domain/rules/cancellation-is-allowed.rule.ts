import { conflict, notFound, type Refusal } from '../../../../platform/rules';
import type { Bootcamp } from '../bootcamp.entity';
import { BOOTCAMP_NOT_FOUND, CANCELLATION_CLOSED_ENDED, NOT_REGISTERED } from '../bootcamp.errors';

/**
 * A user cancels only a registration they hold, in an approved bootcamp that has not ended: registration stays open
 * until the last day, so a place given back until then can still go to the next in line.
 */
export function cancellationRefusal(
  bootcamp: Pick<Bootcamp, 'status' | 'endDate'>,
  isRegistered: boolean,
  today: string,
): Refusal | null {
  if (bootcamp.status !== 'approved') return notFound(BOOTCAMP_NOT_FOUND);
  if (!isRegistered) return notFound(NOT_REGISTERED);
  return bootcamp.endDate < today ? conflict(CANCELLATION_CLOSED_ENDED) : null;
}

import { conflict, notFound, type Refusal } from '../../../../platform/rules';
import type { Bootcamp } from '../bootcamp.entity';
import { ALREADY_REGISTERED, BOOTCAMP_NOT_FOUND, REGISTRATION_CLOSED_ENDED } from '../bootcamp.errors';
import { noFreePlaceRefusal } from './places.rule';

export interface RegistrationCheck {
  bootcamp: Pick<Bootcamp, 'status' | 'endDate' | 'maxParticipants'>;
  registrationCount: number;
  /** Users on the waitlist: they come before anyone registering now. */
  waitingCount: number;
  alreadyRegistered: boolean;
  today: string;
}

/**
 * Why a user may not register now, or null when they may. Only approved bootcamps exist for players (404);
 * being registered already is named before "ended" and "full": it is the answer that helps most.
 */
export function registrationRefusal({
  bootcamp,
  registrationCount,
  waitingCount,
  alreadyRegistered,
  today,
}: RegistrationCheck): Refusal | null {
  if (bootcamp.status !== 'approved') return notFound(BOOTCAMP_NOT_FOUND);
  if (alreadyRegistered) return conflict(ALREADY_REGISTERED);
  if (bootcamp.endDate < today) return conflict(REGISTRATION_CLOSED_ENDED);
  return noFreePlaceRefusal({ maxParticipants: bootcamp.maxParticipants, registrationCount, waitingCount });
}

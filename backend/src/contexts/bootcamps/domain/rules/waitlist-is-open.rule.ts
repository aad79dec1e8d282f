import { conflict, notFound, type Refusal } from '../../../../platform/rules';
import {
  ALREADY_REGISTERED,
  ALREADY_WAITING,
  BOOTCAMP_NOT_FOUND,
  REGISTRATION_CLOSED_ENDED,
  STILL_HAS_PLACES,
} from '../bootcamp.errors';
import { noFreePlaceRefusal } from './places.rule';
import type { RegistrationCheck } from './registration-is-open.rule';

export interface WaitlistCheck extends RegistrationCheck {
  alreadyWaiting: boolean;
}

/**
 * Why a user may not join the waitlist now, or null when they may: registration's window (approved, not ended), and
 * the line is only for a bootcamp with no free place for them (otherwise they register).
 */
export function waitlistRefusal({
  bootcamp,
  registrationCount,
  waitingCount,
  alreadyRegistered,
  alreadyWaiting,
  today,
}: WaitlistCheck): Refusal | null {
  if (bootcamp.status !== 'approved') return notFound(BOOTCAMP_NOT_FOUND);
  if (alreadyRegistered) return conflict(ALREADY_REGISTERED);
  if (alreadyWaiting) return conflict(ALREADY_WAITING);
  if (bootcamp.endDate < today) return conflict(REGISTRATION_CLOSED_ENDED);
  const places = { maxParticipants: bootcamp.maxParticipants, registrationCount, waitingCount };
  return noFreePlaceRefusal(places) ? null : conflict(STILL_HAS_PLACES);
}

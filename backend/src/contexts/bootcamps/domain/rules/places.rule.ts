import { conflict, type Refusal } from '../../../../platform/rules';
import { noFreePlaceRefusal as lineRefusal } from '../../../../platform/waitlist';
import { bootcampIsFull, PLAYERS_WAITING } from '../bootcamp.errors';

/** How a bootcamp's places stand: its capacity, who holds a place, who is waiting for one. */
export interface Places {
  maxParticipants: number;
  registrationCount: number;
  waitingCount: number;
}

/** Why a newcomer cannot take a place directly, or null when one is free (nobody jumps the line: platform/waitlist). */
export function noFreePlaceRefusal({ maxParticipants, registrationCount, waitingCount }: Places): Refusal | null {
  return lineRefusal(
    { capacity: maxParticipants, taken: registrationCount, waiting: waitingCount },
    { full: conflict(bootcampIsFull(maxParticipants)), waiting: conflict(PLAYERS_WAITING) },
  );
}
